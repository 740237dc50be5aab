/** The pickup fields whose change means its invoice must be updated. */
export const INVOICE_FIELDS = [
  'pickupAddr1',
  'pickupAddr2',
  'pickupCity',
  'pickupZip',
  'projectAddr1',
  'projectAddr2',
  'projectCity',
  'projectZip',
  'tripCharge',
  'customerId',
  'inspectorId',
  'droppedOff',
] as const;

type Comparable = Record<string, unknown>;

const asText = (value: unknown) => String(value ?? '').trim();

/** Form values arrive as text and database values as numbers or decimal strings: 25, '25' and '25.00' are one value. */
function same(a: unknown, b: unknown): boolean {
  const left = asText(a);
  const right = asText(b);
  if (left !== '' && right !== '' && Number.isFinite(Number(left)) && Number.isFinite(Number(right))) return Number(left) === Number(right);
  return left === right;
}

/**
 * Whether an edit changes the invoice: any change to address, city, zip, trip charge,
 * customer, inspector or dropped-off, or to the sample sets (their types, quantities, rates).
 */
export function changesInvoice(before: Comparable, after: Comparable, samplesChanged: boolean): boolean {
  return samplesChanged || INVOICE_FIELDS.some((field) => field in after && !same(before[field], after[field]));
}
