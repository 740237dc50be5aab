import { Button } from '../../../web/ui/Button.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { SelectField } from '../../../web/ui/form/fields.tsx';

/** A schedule line as typed: the quantity and the test type id as the inputs hold them. */
export interface ScheduleLine {
  qty: string;
  testTypeId: string;
}

/** The lines a stored schedule shows as, for `BreakScheduleField`. */
export const scheduleLines = (schedule: ReadonlyArray<{ qty: number; testTypeId: number | null }> | null): ScheduleLine[] =>
  (schedule ?? []).map((group) => ({ qty: String(group.qty), testTypeId: group.testTypeId === null ? '' : String(group.testTypeId) }));

interface BreakScheduleFieldProps {
  lines: readonly ScheduleLine[];
  testTypes: ReadonlyArray<{ id: number; description: string }>;
  onChange(lines: ScheduleLine[]): void;
  error?: string | undefined;
  /** What the lines add up to, said beside them when it matters (a set's quantity). */
  note?: string;
}

/**
 * A break schedule as a person edits it: one line per group, "2 × 28 Day", in specimen order,
 * with Add line and Remove. Used by the sample type form (its default) and the sample set
 * dialog (the set's own, before saving).
 */
export function BreakScheduleField({ lines, testTypes, onChange, error, note }: BreakScheduleFieldProps) {
  const change = (index: number, patch: Partial<ScheduleLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <fieldset className="space-y-2" aria-label="Break schedule">
      <legend className="text-sm font-medium text-slate-700">Break Schedule</legend>
      {lines.length === 0 && <p className="text-sm text-slate-500">No schedule: every specimen takes the default test type.</p>}
      {lines.map((line, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2" data-schedule-line={index}>
          <div className="w-20">
            <TextField
              label="Qty"
              name={`schedule-${index}-qty`}
              inputMode="numeric"
              value={line.qty}
              onChange={(qty) => change(index, { qty })}
            />
          </div>
          <div className="min-w-40 flex-1">
            <SelectField
              label="Test Type"
              name={`schedule-${index}-testTypeId`}
              value={line.testTypeId}
              emptyLabel="Choose"
              options={testTypes.map((type) => ({ value: String(type.id), label: type.description }))}
              onChange={(testTypeId) => change(index, { testTypeId })}
            />
          </div>
          <Button variant="secondary" onClick={() => onChange(lines.filter((_line, i) => i !== index))}>
            Remove
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => onChange([...lines, { qty: '1', testTypeId: '' }])}>
          Add line
        </Button>
        {note && <span className="text-sm text-slate-600">{note}</span>}
      </div>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </fieldset>
  );
}
