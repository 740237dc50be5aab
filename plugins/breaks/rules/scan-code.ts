/**
 * What a specimen's label gives a scanner (decision 151): its QR code holds the link to the
 * break form, `{publicUrl}/admin/break-report/{id}`, and its text the specimen number,
 * `{pickupNumber}.{set}.{specimen}` (a 1D barcode or a person types that). A scanner types either
 * into the break list's search box and ends with Enter.
 */
export type ScannedCode = { id: number } | { specimenNum: string };

/** The form's link, on any host (the lab's public address, or none when typed by hand). */
const FORM_LINK = /^(?:https?:\/\/[^/\s]+)?\/admin\/break-report\/(\d{1,9})\/?$/i;
/** A specimen number: three whole numbers joined by dots. */
const SPECIMEN_NUMBER = /^\d{1,10}\.\d{1,5}\.\d{1,5}$/;

/**
 * The specimen a scanned text names, or null when it is an ordinary search.
 * @example scannedCode('https://lab.example.com/admin/break-report/42') // { id: 42 }
 * @example scannedCode(' 1042.1.3 ') // { specimenNum: '1042.1.3' }
 * @example scannedCode('1042') // null: a pickup number is a search
 */
export function scannedCode(text: string): ScannedCode | null {
  const trimmed = text.trim();
  const link = FORM_LINK.exec(trimmed);
  if (link) return { id: Number(link[1]) };
  return SPECIMEN_NUMBER.test(trimmed) ? { specimenNum: trimmed } : null;
}
