import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { useDebouncedValue } from '../../../web/table/useDebouncedValue.ts';
import { SEARCH_MIN_CHARS } from '../messages.ts';

export interface CustomerChoice {
  id: number;
  companyName: string;
}

interface CustomerPickerProps {
  value: CustomerChoice | null;
  onChange(value: CustomerChoice | null): void;
  error?: string | undefined;
  label?: string;
}

/** Picks a company by name through `POST /api/customers/search`, from three characters. */
export function CustomerPicker({ value, onChange, error, label = 'Customer' }: CustomerPickerProps) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; customers: CustomerChoice[] }>({ query: '', customers: [] });
  const settled = useDebouncedValue(query.trim(), 250);
  // Answers to an earlier query are never shown for a later one.
  const options = found.query === settled ? found.customers : [];

  useEffect(() => {
    if (settled.length < SEARCH_MIN_CHARS) return;
    let current = true;
    api
      .post<{ customers: CustomerChoice[] }>('/api/customers/search', { query: settled })
      .then(({ customers }) => current && setFound({ query: settled, customers: customers.map(({ id, companyName }) => ({ id, companyName })) }))
      .catch(() => current && setFound({ query: settled, customers: [] }));
    return () => {
      current = false;
    };
  }, [settled]);

  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Combobox value={value} onChange={onChange} onClose={() => setQuery('')} by="id">
        <div className="relative">
          <ComboboxInput
            name="customerId"
            autoComplete="off"
            placeholder={`Type ${SEARCH_MIN_CHARS} or more letters`}
            displayValue={(choice: CustomerChoice | null) => choice?.companyName ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              if (event.target.value === '') onChange(null);
            }}
            aria-invalid={Boolean(error)}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 aria-[invalid=true]:border-red-500"
          />
          <ComboboxOptions anchor="bottom start" className="z-50 w-[var(--input-width)] rounded-md border border-slate-200 bg-white py-1 shadow-lg empty:invisible">
            {options.map((option) => (
              <ComboboxOption key={option.id} value={option} className="cursor-pointer px-3 py-2 text-sm data-[focus]:bg-emerald-50">
                {option.companyName}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </Field>
  );
}
