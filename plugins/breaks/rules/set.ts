import { flattenFields, type ResultStatus, type TemplateField } from '../../templates/client.ts';
import { shownStatus, type ShownStatus } from './badges.ts';
import { verificationName } from './entry.ts';

/**
 * The most inputs one row of the set screen holds, a verified field's second typing counted:
 * with the specimen number, strength and status beside them, more do not fit a bench screen's
 * width, and a technician reading a row from left to right loses the column.
 */
export const ROW_INPUTS = 9;

/** Field types a row cannot hold: text over several lines, and a field whose stored name changes as values are typed. */
const NOT_IN_A_ROW: ReadonlySet<TemplateField['type']> = new Set(['textarea', 'dynamic_input']);

export type RowLayout = { fits: true; columns: TemplateField[] } | { fits: false; reason: string };

/**
 * Whether a template's entry fields can be laid out as one row per specimen (issue 27: the
 * concrete, grout, mortar and masonry templates can; the composite coupons, with three widths,
 * three thicknesses and more, keep the single form), and the row's columns in the paper form's
 * order (groups flattened; a conditional field keeps its column and is filled when it shows).
 * @example rowLayout(c39.fields) // { fits: true, columns: [diameter1, diameter2, length, load, fractureType, condition, defectNotes] }
 */
export function rowLayout(fields: readonly TemplateField[]): RowLayout {
  const columns = flattenFields(fields);
  const odd = columns.find((field) => NOT_IN_A_ROW.has(field.type));
  if (odd) return { fits: false, reason: `${odd.label} does not fit in a row` };
  const inputs = columns.reduce((count, field) => count + (field.requireVerification === true ? 2 : 1), 0);
  if (inputs > ROW_INPUTS) return { fits: false, reason: `its ${inputs} entries per specimen do not fit in a row (at most ${ROW_INPUTS})` };
  return { fits: true, columns };
}

/**
 * The set's average strength: the mean of the rows that have one, reported to the nearest
 * 10 psi as ASTM C39 reports a strength; null while no row has one.
 * @example setAverage([4140, 4220, null, 4060]) // 4140
 */
export function setAverage(strengths: readonly (number | null | undefined)[]): number | null {
  const known = strengths.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (known.length === 0) return null;
  return Math.round(known.reduce((sum, value) => sum + value, 0) / known.length / 10) * 10;
}

/**
 * The set's verdict from its rows: Failed as soon as one row failed (the set is paused for the
 * office whatever the others give), Passed once every row passed, Pending while a row is not
 * entered or cannot be judged. A For Information Only set reads 'Info only' once judged.
 * @example setStatus(['Passed', 'Failed', 'Passed'], false) // 'Failed'
 */
export function setStatus(statuses: readonly (ResultStatus | null)[], forInformationOnly: boolean): ShownStatus {
  const verdict: ResultStatus = statuses.includes('Failed')
    ? 'Failed'
    : statuses.length > 0 && statuses.every((status) => status === 'Passed')
      ? 'Passed'
      : 'Pending';
  return shownStatus(verdict, forInformationOnly);
}

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * A row left as it opened: nothing typed where the template has no default (a default such as
 * the condition's 'Good' is no entry). The set screen does not send it: a specimen broken
 * another day, or not at all, is left out of the save rather than refused.
 * @example isBlankRow(c39.fields, { condition: 'Good' }, {}) // true
 */
export function isBlankRow(
  fields: readonly TemplateField[],
  values: Readonly<Record<string, string>>,
  defaults: Readonly<Record<string, unknown>>,
): boolean {
  return flattenFields(fields).every(
    (field) =>
      (defaults[field.name] !== undefined || field.default !== undefined || isBlank(values[field.name])) &&
      isBlank(values[verificationName(field.name)]),
  );
}
