import { useEffect } from 'react';
import { watchTableQuery } from '../../../web/table/announce.ts';
import { rememberListQuery } from '../list-order.ts';
export { listOrderPropsSchema as props } from './props.ts';

/** Keeps the break list's filters and order for Save & Next; shows nothing. */
export default function ListOrder() {
  useEffect(() => watchTableQuery('/api/break-report', (query, order) => rememberListQuery([order, query].filter(Boolean).join('&'))), []);
  return null;
}
