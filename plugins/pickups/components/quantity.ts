/**
 * A sample set's quantity as people read it: the ordered count, and once the pickup was
 * received the received count too, so a set that lists fewer specimens than ordered says why.
 */
export function quantityLabel(qty: number | string, actualQty: number | null): string {
  return actualQty === null ? `Qty ${qty}` : `Ordered ${qty} · Received ${actualQty}`;
}
