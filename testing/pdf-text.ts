import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text a PDF reader finds in a document, pages joined by newlines: tests check that a
 * generated PDF holds real, searchable text (specimen numbers, strengths, totals).
 */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: false });
  return { text: text.join('\n'), pages: totalPages };
}
