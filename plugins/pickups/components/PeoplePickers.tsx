import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { NewInspectorDialog } from '../../inspectors/client.ts';
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
      search={async (query) =>
        (await api.post<{ drivers: Array<{ id: number; firstName: string; lastName: string }> }>('/api/users/drivers', { query })).drivers
      }
      describe={(driver) => `${driver.firstName} ${driver.lastName}`}
      onPick={(driver) => onChange(driver ? String(driver.id) : '', driver ? `${driver.firstName} ${driver.lastName}` : undefined)}
      error={error}
    />
  );
}

/** The inspector picker: `POST /api/inspectors/search {query, customerId}` from three characters, or a New Inspector. */
export function InspectorPicker({ value, known, error, onChange, customerId }: PersonPickerProps & { customerId: number | null }) {
  const [creating, setCreating] = useState(false);
  // A name picked or created here, which the page's list of known inspectors may not hold.
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const choose = (id: string, name?: string) => {
    setPicked(name ? { id, name } : null);
    onChange(id, name);
  };
  return (
    <div className="flex flex-col gap-1">
      <Autosuggest<{ id: number; fullName: string; firm: string | null }>
        label="Inspector"
        name="inspectorId"
        placeholder="Type 3 letters of the inspector's name"
        shown={picked?.id === value ? picked.name : shownOf(value, known)}
        search={async (query) =>
          (
            await api.post<{ inspectors: Array<{ id: number; fullName: string; firm: string | null }> }>('/api/inspectors/search', {
              query,
              ...(customerId === null ? {} : { customerId }),
            })
          ).inspectors
        }
        describe={(inspector) => (inspector.firm ? `${inspector.fullName} (${inspector.firm})` : inspector.fullName)}
        onPick={(inspector) => choose(inspector ? String(inspector.id) : '', inspector?.fullName)}
        error={error}
      />
      <button type="button" className="self-start text-sm text-blue-700 underline" onClick={() => setCreating(true)}>
        New Inspector
      </button>
      <NewInspectorDialog
        open={creating}
        staff
        customerId={customerId}
        onClose={() => setCreating(false)}
        onCreated={(inspector) => {
          setCreating(false);
          choose(String(inspector.id), inspector.fullName);
        }}
      />
    </div>
  );
}
