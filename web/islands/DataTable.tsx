/** The generic list island every plugin can render with its own columns and list route. */
export { DataTable as default } from '../table/DataTable.tsx';
export { dataTablePropsSchema as props } from '../../shared/table-props.ts';

/** Its first render shows the loading state (storage and the API are read only after hydration). */
export const rendersFromPropsAlone = true;
