/**
 * PostgreSQL text cannot hold U+0000: a NUL in any text is refused with this message before the
 * database is asked (request bodies, table parameters, the field builders), never with a 500.
 */
export const NUL_IN_TEXT = 'Text must not contain the NUL character';

/** Whether a text holds U+0000, which no text column can store. */
export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}
