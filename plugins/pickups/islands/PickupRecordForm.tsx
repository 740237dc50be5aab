import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../web/ui/Button.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { TextAreaField } from '../../../web/ui/form/fields.tsx';
import { NAVIGATE_AFTER_MS } from '../../../web/ui/form/delete-record.ts';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import { RECORD_MESSAGES } from '../driver/record-messages.ts';
import { newClientId } from '../offline/client-id.ts';
import { sendWaiting } from '../offline/driver-outbox.ts';
import { indexedDbOutbox } from '../offline/idb-store.ts';
import { OFFLINE_MESSAGES } from '../offline/messages.ts';
import { newEntry } from '../offline/outbox.ts';
import { PhotoPicker, type Photo } from '../components/PhotoPicker.tsx';
import type { PickupRecordFormProps } from './record-props.ts';
import { SignaturePad } from '../components/SignaturePad.tsx';
export { pickupRecordFormPropsSchema as props } from './record-props.ts';

/** Now on the phone's clock, `HH:mm` rounded down to the 5-minute step the times take. */
function nowInSteps(): string {
  const now = new Date();
  const minutes = Math.floor(now.getMinutes() / 5) * 5;
  return `${String(now.getHours()).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const str = (value: number | string | null) => (value === null ? '' : String(value));

/** What the phone checks before it keeps a Pick Up: the server checks the rest when it is sent. */
function localErrors(releasedBy: string, signature: string | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!releasedBy.trim()) errors.releasedBy = RECORD_MESSAGES.releasedBy;
  if (!signature) errors.signature = RECORD_MESSAGES.signature;
  return errors;
}

/**
 * "Pick up": the driver records the stop, with photos of the samples, and the person releasing
 * the samples signs on the screen. The record goes through the phone's outbox: sent at once when
 * online, kept and sent later when not; a conflict with the office's change is kept, not lost.
 */
export default function PickupRecordForm({ pickupId, pickupNumber, version, values, samples }: PickupRecordFormProps) {
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
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** Set once this pickup's Pick Up is kept in the phone's outbox: the form gives way to the message. */
  const [kept, setKept] = useState<string | null>(null);
  useEffect(() => {
    void indexedDbOutbox.all().then((entries) => {
      if (entries.some((entry) => entry.pickupId === pickupId)) setKept(OFFLINE_MESSAGES.waitingHere);
    });
  }, [pickupId]);
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
    const problems = localErrors(text.releasedBy, signature);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return showError(Object.values(problems)[0]!);
    setBusy(true);
    try {
      const entry = newEntry({
        clientId: newClientId(),
        seq: Date.now(),
        pickupId,
        pickupNumber,
        body: { ...text, collected: samples.map((sample) => ({ sampleId: sample.id, qty: collected[sample.id] })), signature, version },
        photos: photos.map((photo) => ({ key: newClientId(), image: photo.image })),
      });
      await indexedDbOutbox.put(entry);
      await sendWaiting();
      const after = (await indexedDbOutbox.all()).find((candidate) => candidate.clientId === entry.clientId);
      if (!after) {
        showSuccess(RECORD_MESSAGES.saved);
        setTimeout(() => location.reload(), NAVIGATE_AFTER_MS);
      } else if (after.state === 'refused' && !after.recorded && after.fields) {
        // The driver is here to correct it: the form shows the server's field messages, the outbox lets it go.
        await indexedDbOutbox.remove(after.clientId);
        setErrors(after.fields);
        showError(after.message ?? '');
      } else if (after.state === 'waiting') {
        setKept(OFFLINE_MESSAGES.savedOnPhone);
      } else {
        setKept(
          after.state === 'conflict'
            ? OFFLINE_MESSAGES.conflict(pickupNumber)
            : OFFLINE_MESSAGES.refused(pickupNumber, after.message ?? ''),
        );
      }
    } catch (caught) {
      showError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (kept)
    return (
      <section aria-label="Pick Up" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">Pick Up</h2>
        <p role="status" className="mt-2 text-slate-800">
          {kept}
        </p>
        <a className="link mt-2 inline-block" href="/admin/pickups/today">
          Back to Today's Pickups
        </a>
      </section>
    );

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
      <div className="sm:col-span-2">
        <PhotoPicker photos={photos} onChange={setPhotos} error={errors.photos} />
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
