import { useId, useState, type FormEvent } from 'react';
import { DateRangeFields } from '../ui/DateRangeFields.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { resolveOptions, useFilterOptions } from './filter-options.ts';
import type { FilterSpec } from '../../shared/table-props.ts';
import { NO_FILTERS, type FilterValues } from './query-string.ts';

interface FilterDrawerProps {
  open: boolean;
  specs: readonly FilterSpec[];
  /** Where choices whose options are data get them: fetched when the drawer opens. */
  optionsPath?: string;
  values: FilterValues;
  onClose(): void;
  onApply(values: FilterValues): void;
}

const inputClass = 'rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none';

/** The filter drawer: a side panel whose changes apply together, on Apply. */
export function FilterDrawer({ open, specs, optionsPath, values, onClose, onApply }: FilterDrawerProps) {
  return (
    <Dialog
      open={open}
      title="Filters"
      onClose={onClose}
      placement="side"
      width="max-w-sm"
      titleAside={
        <button
          type="button"
          aria-label="Close filters"
          onClick={onClose}
          className="text-2xl leading-none text-slate-500 hover:text-slate-800"
        >
          ×
        </button>
      }
    >
      {/* Mounted only while open (the dialog's content), so each opening starts from the filters in force. */}
      <FilterForm specs={specs} optionsPath={optionsPath} values={values} onApply={onApply} />
    </Dialog>
  );
}

function FilterForm({ specs, optionsPath, values, onApply }: Pick<FilterDrawerProps, 'specs' | 'optionsPath' | 'values' | 'onApply'>) {
  const [draft, setDraft] = useState<FilterValues>(values);
  const id = useId();
  const fetched = useFilterOptions(optionsPath);
  // A partly typed or impossible date is not applied: the field says so instead.
  const [rangeValid, setRangeValid] = useState(true);
  const [checked, setChecked] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (rangeValid) onApply(draft);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {specs.map((spec) => {
        if (spec.kind === 'select') {
          const options = resolveOptions(spec.options, fetched.data);
          const loading = !Array.isArray(spec.options) && fetched.isPending;
          const index = options.findIndex((option) => option.value === draft.equals[spec.field]);
          return (
            <div key={spec.field} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${spec.field}`} className="text-sm font-medium text-slate-700">
                {spec.label}
              </label>
              <select
                id={`${id}-${spec.field}`}
                className={inputClass}
                disabled={loading}
                value={index < 0 ? '' : String(index)}
                onChange={(event) => {
                  const { [spec.field]: _removed, ...equals } = draft.equals;
                  const chosen = options[Number(event.target.value)];
                  setDraft({ ...draft, equals: event.target.value === '' || !chosen ? equals : { ...equals, [spec.field]: chosen.value } });
                }}
              >
                <option value="">{loading ? 'Loading…' : 'Any'}</option>
                {options.map((option, optionIndex) => (
                  <option key={optionIndex} value={optionIndex}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        if (spec.kind === 'text') {
          return (
            <div key={spec.field} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${spec.field}`} className="text-sm font-medium text-slate-700">
                {spec.label}
              </label>
              <input
                id={`${id}-${spec.field}`}
                className={inputClass}
                value={draft.contains[spec.field] ?? ''}
                onChange={(event) => setDraft({ ...draft, contains: { ...draft.contains, [spec.field]: event.target.value } })}
              />
            </div>
          );
        }
        return (
          <DateRangeFields
            key="dateRange"
            legend={spec.label}
            value={draft}
            check={checked}
            onChange={(range, valid) => {
              setDraft({ ...draft, startDate: range.startDate, endDate: range.endDate });
              setRangeValid(valid);
            }}
          />
        );
      })}
      <div className="mt-2 flex justify-end gap-2">
        <button type="button" className="rounded-md px-4 py-2 text-sm hover:bg-slate-100" onClick={() => onApply(NO_FILTERS)}>
          Clear
        </button>
        <button type="submit" className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800">
          Apply
        </button>
      </div>
    </form>
  );
}
