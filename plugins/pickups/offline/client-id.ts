/**
 * A random UUID (version 4) the phone gives what it sends. `crypto.randomUUID` exists only on
 * HTTPS (and localhost); a lab serving its portal over plain HTTP on its own network still
 * records, with the same kind of id made from `crypto.getRandomValues`, which exists everywhere.
 * @example newClientId() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function newClientId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
