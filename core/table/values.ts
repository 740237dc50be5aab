import type { FieldType } from './model.ts';

/** A filter value after checking: what the query compares the column with. */
export type FilterValue = string | number | boolean;

export type ValueCheck = { ok: true; value: FilterValue } | { ok: false; message: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Whether the text is a real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Checks one value against a field's type. Query strings carry text, so numbers and booleans
 * are also accepted as their text forms (`"7"`, `"true"`).
 */
export function checkValue(field: string, type: FieldType, value: unknown): ValueCheck {
  switch (type) {
    case 'text':
      return typeof value === 'string' ? { ok: true, value } : { ok: false, message: `"${field}" must be text` };
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value };
      if (typeof value === 'string' && NUMBER.test(value)) return { ok: true, value: Number(value) };
      return { ok: false, message: `"${field}" must be a number` };
    case 'date':
      return typeof value === 'string' && isIsoDate(value)
        ? { ok: true, value }
        : { ok: false, message: `"${field}" must be a date (YYYY-MM-DD)` };
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' };
      return { ok: false, message: `"${field}" must be true or false` };
  }
}
