import { useEffect, useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { SearchCombobox } from '../../../web/ui/combobox/SearchCombobox.tsx';
import type { CustomerMatch } from '../customers.repository.ts';

export type { CustomerMatch } from '../customers.repository.ts';

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

/** The company the field shows: a match picked, or a saved choice known by its name. */
type Chosen = Pick<CustomerMatch, 'id' | 'companyName'>;

const searchCustomers = async (query: string) =>
  (await api.post<{ customers: CustomerMatch[] }>('/api/customers/search', { query })).customers;

/**
 * The customer autosuggest other forms use (pickups, inspectors, locations, users): the shared
 * search combobox on `POST /api/customers/search`, showing a company that is not Active with its status.
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
  const [chosen, setChosen] = useState<Chosen | null>(null);

  // A saved choice shows its company name once the server tells it.
  useEffect(() => {
    if (value === null || chosen?.id === value) return;
    let current = true;
    api
      .get<{ customer: { id: number; companyName: string } }>(`/api/customers/${value}`)
      .then(({ customer }) => current && setChosen({ id: customer.id, companyName: customer.companyName }))
      .catch(() => current && setChosen({ id: value, companyName: `Customer #${value}` }));
    return () => {
      current = false;
    };
  }, [value, chosen?.id]);

  return (
    <SearchCombobox<Chosen, CustomerMatch>
      label={label}
      name={name}
      placeholder="Type 3 letters of the company name"
      value={value === null ? null : chosen?.id === value ? chosen : null}
      search={searchCustomers}
      display={(customer) => customer.companyName}
      renderDetail={(customer) => customer.status !== 'Active' && <span className="ml-2 text-xs text-amber-700">{customer.status}</span>}
      onChange={(customer) => {
        setChosen(customer);
        onChange(customer?.id ?? null, customer);
      }}
      error={error}
      disabled={disabled}
    />
  );
}
