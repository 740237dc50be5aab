import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { api } from '../../../web/api/client.ts';

export interface CustomerChoice {
  id: number;
  companyName: string;
}

/** Autosuggests start at three characters (the spec's constant for every autosuggest). */
const MIN_QUERY = 3;
const DEBOUNCE_MS = 250;
export const SEARCH_UNAVAILABLE = 'Customer search is not available';

interface CustomerPickerProps {
  value: number | null;
  onChange(id: number | null): void;
  error?: string | undefined;
}

/**
 * Picks the company of a customer-role user through the customers plugin's search call
 * (`POST /api/customers/search {query}`, answering `customers` with id and companyName).
 */
export function CustomerPicker({ value, onChange, error }: CustomerPickerProps) {
  const [selected, setSelected] = useState<CustomerChoice | null>(value === null ? null : { id: value, companyName: `Customer #${value}` });
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<CustomerChoice[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  // A saved company shows its name once the customers plugin tells it.
  useEffect(() => {
    if (value === null) return;
    let current = true;
    api
      .get<{ customer: CustomerChoice }>(`/api/customers/${value}`)
      .then(({ customer }) => current && setSelected({ id: value, companyName: customer.companyName }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value]);

  useEffect(() => {
    const typed = query.trim();
    if (typed.length < MIN_QUERY) return;
    let current = true;
    const timer = setTimeout(() => {
      api
        .post<{ customers: CustomerChoice[] }>('/api/customers/search', { query: typed })
        .then(({ customers }) => {
          if (!current) return;
          setOptions(customers);
          setProblem(null);
        })
        .catch(() => current && setProblem(SEARCH_UNAVAILABLE));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const shown = query.trim().length < MIN_QUERY ? [] : options;
  const choose = (choice: CustomerChoice | null) => {
    setSelected(choice);
    onChange(choice?.id ?? null);
  };

  return (
    <Field className="relative flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700">Customer</Label>
      <Combobox value={selected} onChange={choose} by="id" onClose={() => setQuery('')}>
        <ComboboxInput
          name="customer"
          placeholder="Type 3 letters of the company name"
          displayValue={(choice: CustomerChoice | null) => choice?.companyName ?? ''}
          onChange={(event) => setQuery(event.target.value)}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          className="rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 aria-[invalid]:border-red-500"
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 max-h-60 w-[var(--input-width)] overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
        >
          {shown.map((choice) => (
            <ComboboxOption key={choice.id} value={choice} className="cursor-pointer px-3 py-2 data-[focus]:bg-emerald-50">
              {choice.companyName}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {problem && <p className="text-xs text-amber-700">{problem}</p>}
      {error && <p className="text-xs text-red-600">{error}</p>}
    </Field>
  );
}
