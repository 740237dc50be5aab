/** The tones of chips in a table (a list value's chips, a grouped list's counts). */
export const CHIP_TONES = {
  red: 'bg-red-100 text-red-800',
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-emerald-100 text-emerald-800',
  slate: 'bg-slate-100 text-slate-700',
} as const;
