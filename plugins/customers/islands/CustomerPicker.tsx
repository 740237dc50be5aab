import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { useDebouncedValue } from '../../../web/table/useDebouncedValue.ts';
import { SEARCH_MIN_CHARS } from '../constants.ts';
import type { CustomerMatch } from '../customers.repository.ts';

export type { CustomerMatch } from '../customers.repository.ts';

const SEARCH_DELAY_MS = 250;

export interface CustomerPickerProps {
  /** The chosen company's id, or null. */
  value: number | null;
  /** Called with the id and, when picked from the list, the match (fuel charge, rates). */
  onChange(id: number | null, customer: CustomerMatch | null): void;
  label?: string;
  name?: string;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The customer autosuggest other forms use (pickups, invoices, users): it asks
 * `POST /api/customers/search` once 3 characters are typed and shows the company names.
 * @example <CustomerPicker value={customerId} onChange={(id, match) => setCustomer(id, match?.fuelCharge)} error={errors.customerId} />
 */
export default function CustomerPicker({
  value,
  onChange,
  label = 'Customer',
  name = 'customerId',
  error,
  disabled = false,
}: CustomerPickerProps) {
  const [selected, setSelected] = useState<Pick<CustomerMatch, 'id' | 'companyName'> | null>(null);
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ query: string; customers: CustomerMatch[] } | null>(null);
  const typed = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);

  // A saved choice shows its company name once the server tells it.
  useEffect(() => {
    if (value === null || selected?.id === value) return;
    let current = true;
    api
      .get<{ customer: { id: number; companyName: string } }>(`/api/customers/${value}`)
      .then(({ customer }) => current && setSelected({ id: customer.id, companyName: customer.companyName }))
      .catch(() => current && setSelected({ id: value, companyName: `Customer #${value}` }));
    return () => {
      current = false;
    };
  }, [value, selected?.id]);

  useEffect(() => {
    if (typed.length < SEARCH_MIN_CHARS) return;
    let current = true;
    api
      .post<{ customers: CustomerMatch[] }>('/api/customers/search', { query: typed })
      .then(({ customers }) => current && setAnswer({ query: typed, customers }))
      .catch(() => current && setAnswer({ query: typed, customers: [] }));
    return () => {
      current = false;
    };
  }, [typed]);

  // Only the answer to what is typed now; fewer than 3 characters show no list.
  const matches = typed.length >= SEARCH_MIN_CHARS && answer?.query === typed ? answer.customers : null;

  const choose = (choice: CustomerMatch | null) => {
    setSelected(choice);
    onChange(choice?.id ?? null, choice);
  };

  return (
    <Field className="relative flex flex-col gap-1" disabled={disabled}>
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Combobox value={(value === null ? null : selected) as CustomerMatch | null} onChange={choose} by="id" onClose={() => setQuery('')}>
        <ComboboxInput
          name={name}
          placeholder={`Type ${SEARCH_MIN_CHARS} letters of the company name`}
          displayValue={(choice: CustomerMatch | null) => choice?.companyName ?? ''}
          onChange={(event) => setQuery(event.target.value)}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          className="rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 aria-[invalid]:border-red-500"
        />
        {matches !== null && (
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 max-h-60 w-[var(--input-width)] overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
          >
            {matches.length === 0 ? (
              <div className="px-3 py-2 text-slate-500">No Results</div>
            ) : (
              matches.map((match) => (
                <ComboboxOption key={match.id} value={match} className="cursor-pointer px-3 py-2 data-[focus]:bg-emerald-50">
                  {match.companyName}
                  {match.status !== 'Active' && <span className="ml-2 text-xs text-amber-700">{match.status}</span>}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        )}
      </Combobox>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </Field>
  );
}
