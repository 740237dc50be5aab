import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { TextAreaField } from '../../../web/ui/form/fields.tsx';
import { NAVIGATE_AFTER_MS } from '../../../web/ui/form/delete-record.ts';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import type { PickupRecordFormProps } from './record-props.ts';
import { SignaturePad } from './SignaturePad.tsx';

/** Now on the phone's clock, `HH:mm` rounded down to the 5-minute step the times take. */
function nowInSteps(): string {
  const now = new Date();
  const minutes = Math.floor(now.getMinutes() / 5) * 5;
  return `${String(now.getHours()).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const str = (value: number | string | null) => (value === null ? '' : String(value));

/** "Pick up": the driver records the stop, and the person releasing the samples signs on the screen. */
export default function PickupRecordForm({ pickupId, version, values, samples }: PickupRecordFormProps) {
  const [text, setText] = useState({
    arrivalTime: str(values.arrivalTime),
    departureTime: str(values.departureTime),
    odomStart: str(values.odomStart),
    odomFinish: str(values.odomFinish),
    driverNotes: str(values.driverNotes),
    releasedBy: '',
  });
  const [collected, setCollected] = useState(() => Object.fromEntries(samples.map((sample) => [sample.id, String(sample.qty)])));
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Prefilled with now once in the browser: the server renders the record's own times, and the
  // phone's clock read while rendering would differ between the server's HTML and hydration.
  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect -- the browser's clock is an outside system read once
    setText((current) => ({
      ...current,
      arrivalTime: current.arrivalTime || nowInSteps(),
      departureTime: current.departureTime || nowInSteps(),
    }));
  }, []);
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
      const { message } = await api.put<{ message: string }>(`/api/pickups/${pickupId}/record`, {
        ...text,
        collected: samples.map((sample) => ({ sampleId: sample.id, qty: collected[sample.id] })),
        signature,
        version,
      });
      showSuccess(message);
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
      aria-label="Pick Up"
      className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">Pick Up</h2>
      {field('arrivalTime', 'Arrival Time', { type: 'time', step: 300 })}
      {field('departureTime', 'Departure Time', { type: 'time', step: 300 })}
      {field('odomStart', 'Odometer Start', { inputMode: 'numeric' })}
      {field('odomFinish', 'Odometer Finish', { inputMode: 'numeric' })}
      {samples.map((sample, index) => (
        <TextField
          key={sample.id}
          label={`Collected: ${sample.label}`}
          name={`collected-${sample.id}`}
          inputMode="numeric"
          value={collected[sample.id] ?? ''}
          error={errors[`collected.${index}.qty`]}
          onChange={(value) => setCollected((current) => ({ ...current, [sample.id]: value }))}
        />
      ))}
      <div className="sm:col-span-2">
        <TextAreaField
          label="Driver Notes"
          name="driverNotes"
          value={text.driverNotes}
          error={errors.driverNotes}
          onChange={(value) => setText((current) => ({ ...current, driverNotes: value }))}
        />
      </div>
      {field('releasedBy', 'Released By')}
      <div className="sm:col-span-2">
        <SignaturePad label="Signature of Who Released the Samples" error={errors.signature} onChange={setSignature} />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          Save Pick Up
        </Button>
      </div>
    </form>
  );
}
