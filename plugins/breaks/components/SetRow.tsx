import type { ReactNode } from 'react';
import { isShown, type ResultEvaluation, type TemplateField } from '../../templates/client.ts';
import { ENTRY_MESSAGE, verificationName } from '../rules/entry.ts';
import { labelOf } from '../rules/labels.ts';
import type { ShownStatus } from '../rules/badges.ts';
import type { FormSpecimen } from './entry.ts';
import { isOutOfRange, shown, StatusChip } from './LiveResult.tsx';
import { FieldControl, fieldLabel, Message } from './TemplateFields.tsx';

/**
 * As many cells to a line as fit, none narrower than a load's digits: the whole row on one line
 * at a desktop's width, three to a line on a phone. A style, not utility classes: the column
 * rule is this screen's alone, and every page would carry its classes in the shared stylesheet.
 */
const ROW_COLUMNS = { gridTemplateColumns: 'repeat(auto-fit, minmax(5.5rem, 1fr))' } as const;

export const rowKey = (index: number, name: string) => `rows.${index}.${name}`;

interface SetRowProps {
  index: number;
  specimen: FormSpecimen;
  columns: readonly TemplateField[];
  values: Readonly<Record<string, string>>;
  evaluation: ResultEvaluation | null;
  status: ShownStatus | 'unverified';
  /** The set's messages, keyed `rows.<index>.<field>`. */
  errors: Readonly<Record<string, string>>;
  entered: boolean;
  onChange(name: string, value: string): void;
}

/** One cell: a field's label over its control, and its message. */
function Cell({ id, label, children, message }: { id: string; label: string; children: ReactNode; message: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      {children}
      {message}
    </div>
  );
}

/**
 * A specimen of the set as one row of the paper form: its entry fields left to right (a
 * verified one typed twice, a conditional one while its condition holds), then its live
 * strength and pass/fail. On a phone the row wraps into a card; it never scrolls sideways.
 */
export function SetRow({ index, specimen, columns, values, evaluation, status, errors, entered, onChange }: SetRowProps) {
  const shownValues = evaluation?.fields ?? values;
  const psi = evaluation?.computed.calculatedPsi;
  const outOfRange = status === 'Failed' && evaluation !== null && isOutOfRange(evaluation);
  return (
    <fieldset data-set-row={specimen.id} className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        Specimen #{specimen.specimenNum}
        {entered && <span className="ml-2 text-xs font-normal text-slate-600">(entered: saving changes it)</span>}
      </legend>
      <div data-entry-fields className="grid items-end gap-2" style={ROW_COLUMNS}>
        {columns.flatMap((field) => {
          if (!isShown(field, shownValues)) return [];
          const names = field.requireVerification === true ? [field.name, verificationName(field.name)] : [field.name];
          return names.map((name) => {
            const key = rowKey(index, name);
            const id = `row-${index}-${name}`;
            return (
              <Cell
                key={name}
                id={id}
                label={name === field.name ? fieldLabel(field, {}) : `Verify ${fieldLabel(field, {})}`}
                message={<Message name={key} error={errors[key]} />}
              >
                <FieldControl
                  field={field}
                  id={id}
                  name={key}
                  value={values[name] ?? ''}
                  error={errors[key]}
                  onChange={(text) => onChange(name, text)}
                />
              </Cell>
            );
          });
        })}
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-xs font-medium text-slate-700">{labelOf('calculatedPsi', null)}</span>
          <span className="py-2 font-semibold text-slate-900" data-row-psi>
            {typeof psi === 'number' && status !== 'unverified' ? shown(psi) : '—'}
            {outOfRange && <span className="ml-2 text-xs font-semibold text-red-700">{ENTRY_MESSAGE.outOfRange}</span>}
          </span>
        </div>
        <div className="flex min-w-0 flex-col items-start gap-1">
          <span className="text-xs font-medium text-slate-700">Result</span>
          <span className="py-2">
            <StatusChip status={status} />
          </span>
        </div>
      </div>
    </fieldset>
  );
}
