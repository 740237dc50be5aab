import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Field, Input, Label, Select } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { resolveOptions, useFilterOptions } from './filter-options.ts';
import type { FilterSpec } from './props.ts';
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
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/30" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel className="flex h-full w-full max-w-sm flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl">
          <div className="flex items-center justify-between">
            <DialogTitle className="text-lg font-semibold text-slate-900">Filters</DialogTitle>
            <button
              type="button"
              aria-label="Close filters"
              onClick={onClose}
              className="text-2xl leading-none text-slate-500 hover:text-slate-800"
            >
              ×
            </button>
          </div>
          {/* Mounted only while open, so each opening starts from the filters in force. */}
          {open && <FilterForm specs={specs} optionsPath={optionsPath} values={values} onApply={onApply} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function FilterForm({ specs, optionsPath, values, onApply }: Pick<FilterDrawerProps, 'specs' | 'optionsPath' | 'values' | 'onApply'>) {
  const [draft, setDraft] = useState<FilterValues>(values);
  const fetched = useFilterOptions(optionsPath);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {specs.map((spec) => {
        if (spec.kind === 'select') {
          const options = resolveOptions(spec.options, fetched.data);
          const loading = !Array.isArray(spec.options) && fetched.isPending;
          const index = options.findIndex((option) => option.value === draft.equals[spec.field]);
          return (
            <Field key={spec.field} className="flex flex-col gap-1">
              <Label className="text-sm font-medium text-slate-700">{spec.label}</Label>
              <Select
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
              </Select>
            </Field>
          );
        }
        if (spec.kind === 'text') {
          return (
            <Field key={spec.field} className="flex flex-col gap-1">
              <Label className="text-sm font-medium text-slate-700">{spec.label}</Label>
              <Input
                className={inputClass}
                value={draft.contains[spec.field] ?? ''}
                onChange={(event) => setDraft({ ...draft, contains: { ...draft.contains, [spec.field]: event.target.value } })}
              />
            </Field>
          );
        }
        return (
          <fieldset key="dateRange" className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-slate-700">{spec.label}</legend>
            {(['startDate', 'endDate'] as const).map((bound) => (
              <Field key={bound} className="flex items-center gap-2">
                <Label className="w-12 text-sm text-slate-600">{bound === 'startDate' ? 'From' : 'To'}</Label>
                <Input
                  type="date"
                  className={inputClass}
                  value={draft[bound] ?? ''}
                  onChange={(event) => setDraft({ ...draft, [bound]: event.target.value || undefined })}
                />
              </Field>
            ))}
          </fieldset>
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
