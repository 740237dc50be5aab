import { api } from '../../../web/api/client.ts';
import { Autosuggest } from './Autosuggest.tsx';

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

const shownOf = (value: string, known: Option[]) => known.find((option) => String(option.id) === value)?.label ?? '';

/** The driver picker: `POST /api/users/drivers {query}` from three characters. */
export function DriverPicker({ value, known, error, onChange }: PersonPickerProps) {
  return (
    <Autosuggest<{ id: number; firstName: string; lastName: string }>
      label="Driver"
      name="driverId"
      placeholder="Type 3 letters of the driver's name"
      shown={shownOf(value, known)}
      search={async (query) => (await api.post<{ drivers: Array<{ id: number; firstName: string; lastName: string }> }>('/api/users/drivers', { query })).drivers}
      describe={(driver) => `${driver.firstName} ${driver.lastName}`}
      onPick={(driver) => onChange(driver ? String(driver.id) : '', driver ? `${driver.firstName} ${driver.lastName}` : undefined)}
      error={error}
    />
  );
}

/** The inspector picker: `POST /api/inspectors/search {query, customerId}` from three characters. */
export function InspectorPicker({ value, known, error, onChange, customerId }: PersonPickerProps & { customerId: number | null }) {
  return (
    <Autosuggest<{ id: number; fullName: string; firm: string | null }>
      label="Inspector"
      name="inspectorId"
      placeholder="Type 3 letters of the inspector's name"
      shown={shownOf(value, known)}
      search={async (query) =>
        (await api.post<{ inspectors: Array<{ id: number; fullName: string; firm: string | null }> }>('/api/inspectors/search', { query, ...(customerId === null ? {} : { customerId }) })).inspectors
      }
      describe={(inspector) => (inspector.firm ? `${inspector.fullName} (${inspector.firm})` : inspector.fullName)}
      onPick={(inspector) => onChange(inspector ? String(inspector.id) : '', inspector?.fullName)}
      error={error}
    />
  );
}
