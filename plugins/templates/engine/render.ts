/**
 * Renders a DOCX layout with report data through docx-templates. Failures (a command naming
 * data that does not exist, a broken layout) come back as a message, never as an exception.
 */
import { createReport } from 'docx-templates';
import { COMMAND_DELIMITER } from './layout/document.ts';
import type { ReportData } from './report-data.ts';

export type RenderResult = { ok: true; document: Uint8Array } | { ok: false; message: string };

export async function renderLayout(layout: Uint8Array, data: ReportData): Promise<RenderResult> {
  try {
    const document = await createReport({
      template: layout,
      data,
      cmdDelimiter: COMMAND_DELIMITER,
      failFast: false,
      // Word turns typed quotes into curly ones; commands must still read as JavaScript.
      fixSmartQuotes: true,
      indentXml: false,
    });
    return { ok: true, document };
  } catch (error) {
    const errors = (error as { errors?: unknown[] }).errors;
    const messages = Array.isArray(errors)
      ? errors.map((item) => (item instanceof Error ? item.message : String(item)))
      : [error instanceof Error ? error.message : String(error)];
    return { ok: false, message: `the DOCX layout does not render: ${messages.join('; ')}` };
  }
}
