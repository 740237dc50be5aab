/**
 * A `numeric` column's decimal string as the JSON number the API answers, rounded to the
 * given places (cents by default). Null stays null.
 * @example decimalToNumber('12.50') // 12.5
 */
export function decimalToNumber(value: string | number | null | undefined, places = 2): number | null {
  if (value === null || value === undefined || value === '') return null;
  const factor = 10 ** places;
  return Math.round(Number(value) * factor) / factor;
}
