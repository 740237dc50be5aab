import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { SearchCombobox } from '../../../web/ui/combobox/SearchCombobox.tsx';
import { NewInspectorDialog } from '../../inspectors/client.ts';

interface Option {
  id: number;
  label: string;
}

export interface PersonPickerProps {
  value: string;
  /** The names of the records the form may already hold, to show the chosen one. */
  known: Option[];
  error?: string | undefined;
  onChange(id: string, label?: string): void;
}

interface Driver {
  id: number;
  firstName: string;
  lastName: string;
}

interface InspectorMatch {
  id: number;
  fullName: string;
  firm: string | null;
}

/**
 * The chosen person as the field shows it: one picked (or created) here, which the page's list
 * of known names may not hold, else the known name of the saved id.
 */
function usePicked(value: string, known: Option[]) {
  const [picked, setPicked] = useState<Option | null>(null);
  const shown = picked !== null && String(picked.id) === value ? picked : (known.find((option) => String(option.id) === value) ?? null);
  return { shown, setPicked };
}

const driverName = (driver: Driver) => `${driver.firstName} ${driver.lastName}`;
const searchDrivers = async (query: string) => (await api.post<{ drivers: Driver[] }>('/api/users/drivers', { query })).drivers;

/** The driver picker: `POST /api/users/drivers {query}` from three characters. */
export function DriverPicker({ value, known, error, onChange }: PersonPickerProps) {
  const { shown, setPicked } = usePicked(value, known);
  return (
    <SearchCombobox<Option, Option & Driver>
      label="Driver"
      name="driverId"
      placeholder="Type 3 letters of the driver's name"
      value={shown}
      search={async (query) => (await searchDrivers(query)).map((driver) => ({ ...driver, label: driverName(driver) }))}
      display={(driver) => driver.label}
      onChange={(driver) => {
        setPicked(driver);
        onChange(driver ? String(driver.id) : '', driver?.label);
      }}
      error={error}
    />
  );
}

/** The inspector picker: `POST /api/inspectors/search {query, customerId}` from three characters, or a New Inspector. */
export function InspectorPicker({ value, known, error, onChange, customerId }: PersonPickerProps & { customerId: number | null }) {
  const [creating, setCreating] = useState(false);
  const { shown, setPicked } = usePicked(value, known);
  const choose = (inspector: Option | null) => {
    setPicked(inspector);
    onChange(inspector ? String(inspector.id) : '', inspector?.label);
  };
  return (
    <div className="flex flex-col gap-1">
      <SearchCombobox<Option, Option & InspectorMatch>
        label="Inspector"
        name="inspectorId"
        placeholder="Type 3 letters of the inspector's name"
        value={shown}
        search={async (query) => {
          const body = { query, ...(customerId === null ? {} : { customerId }) };
          const { inspectors } = await api.post<{ inspectors: InspectorMatch[] }>('/api/inspectors/search', body);
          return inspectors.map((inspector) => ({ ...inspector, label: inspector.fullName }));
        }}
        display={(inspector) => inspector.label}
        renderDetail={(inspector) => inspector.firm && ` (${inspector.firm})`}
        onChange={choose}
        error={error}
      />
      <button type="button" className="self-start text-sm link" onClick={() => setCreating(true)}>
        New Inspector
      </button>
      <NewInspectorDialog
        open={creating}
        staff
        customerId={customerId}
        onClose={() => setCreating(false)}
        onCreated={(inspector) => {
          setCreating(false);
          choose({ id: inspector.id, label: inspector.fullName });
        }}
      />
    </div>
  );
}
