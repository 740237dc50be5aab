/** Money is counted in whole cents here, so sums and products stay exact. */
export type Cents = number;

/** Dollars (a number or a `numeric` decimal string) as whole cents. */
export function toCents(dollars: number | string): Cents {
  return Math.round(Number(dollars) * 100);
}

/** Whole cents as a decimal string for a `numeric` column. */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** qty × rate in cents, rounded half away from zero (qty may have two decimals: hours, cubic yards). */
export function lineAmount(qty: number, rate: Cents): Cents {
  return Math.round((Math.round(qty * 100) * rate) / 100);
}
