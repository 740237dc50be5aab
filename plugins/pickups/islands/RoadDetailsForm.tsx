import { useState, type FormEvent } from 'react';
import { toDisplayDate } from '../../../shared/dates.ts';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { DateField } from '../../../web/ui/DateField.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { CheckboxField, TextAreaField } from '../../../web/ui/form/fields.tsx';
import { NAVIGATE_AFTER_MS } from '../../../web/ui/form/delete-record.ts';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import { sendDate } from '../components/draft.ts';
import { PICKUP_MESSAGES as M } from '../messages.ts';
import type { RoadDetailsFormProps } from './props.ts';
export { roadDetailsFormPropsSchema as props } from './props.ts';

const str = (value: string | number | null) => (value === null ? '' : String(value));

/** What a driver records on the road: actual date, arrival and departure, odometer, notes, dropped off. */
export default function RoadDetailsForm({ pickupId, values }: RoadDetailsFormProps) {
  const [text, setText] = useState({
    actualPickupDate: toDisplayDate(values.actualPickupDate),
    arrivalTime: str(values.arrivalTime),
    departureTime: str(values.departureTime),
    odomStart: str(values.odomStart),
    odomFinish: str(values.odomFinish),
    driverNotes: str(values.driverNotes),
  });
  const [droppedOff, setDroppedOff] = useState(values.droppedOff);
  // Sent back with each save and moved on by its answer: a save over a newer one is refused.
  const [version, setVersion] = useState(values.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof text, label: string, extra = {}) => (
    <TextField
      label={label}
      name={name}
      value={text[name]}
      error={errors[name]}
      onChange={(value) => {
        setText((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: '' }));
      }}
      {...extra}
    />
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { pickup } = await api.put<{ pickup: { version: number } }>(`/api/pickups/${pickupId}`, {
        ...text,
        actualPickupDate: sendDate(text.actualPickupDate),
        droppedOff,
        version,
      });
      setVersion(pickup.version);
      showSuccess(M.saved);
      // The summary and history below are drawn by the server: load them again to show this save.
      setTimeout(() => location.reload(), NAVIGATE_AFTER_MS);
    } catch (caught) {
      setErrors((caught as { fields?: Record<string, string> }).fields ?? {});
      showError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label="Road Details"
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <DateField
        label="Actual Pickup Date"
        name="actualPickupDate"
        value={text.actualPickupDate}
        error={errors.actualPickupDate}
        onChange={(value) => {
          setText((current) => ({ ...current, actualPickupDate: value }));
          setErrors((current) => ({ ...current, actualPickupDate: '' }));
        }}
      />
      {field('arrivalTime', 'Arrival Time', { type: 'time', step: 300 })}
      {field('departureTime', 'Departure Time', { type: 'time', step: 300 })}
      {field('odomStart', 'Odometer Start', { inputMode: 'numeric' })}
      {field('odomFinish', 'Odometer Finish', { inputMode: 'numeric' })}
      <CheckboxField label="Dropped Off" name="droppedOff" checked={droppedOff} onChange={setDroppedOff} />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Driver Notes"
          name="driverNotes"
          value={text.driverNotes}
          onChange={(value) => setText((current) => ({ ...current, driverNotes: value }))}
          error={errors.driverNotes}
        />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          Save
        </Button>
      </div>
    </form>
  );
}
