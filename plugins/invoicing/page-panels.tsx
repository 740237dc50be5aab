import { Fragment, type ReactElement } from 'react';
import type { ExtensionService } from '../../core/plugin/extension-points.ts';
import { invoicePagePanels, type InvoicePage } from './extension-points.ts';

/** The panels the enabled plugins add to an invoice's page, to render below its rows (nothing when none adds one). */
export async function invoicePanels(extensions: ExtensionService, page: InvoicePage): Promise<ReactElement> {
  const panels = await extensions.collect(invoicePagePanels, page);
  return <>{panels.map((panel, index) => panel && <Fragment key={index}>{panel}</Fragment>)}</>;
}
