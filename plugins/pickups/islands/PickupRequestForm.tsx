import { useState, type FormEvent } from 'react';
import { fromDisplayDate } from '../../../shared/dates.ts';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { DateField } from '../../../web/ui/DateField.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { CheckboxField, SelectField, TextAreaField } from '../../../web/ui/form/fields.tsx';
import { NAVIGATE_AFTER_MS } from '../../../web/ui/form/delete-record.ts';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import type { PickupRequestFormProps } from './request-props.ts';
export { pickupRequestFormPropsSchema as props } from './request-props.ts';

/** A typed date as the API takes it: blank is none, a date it cannot read goes as typed for its field message. */
const sendDate = (text: string) => (text.trim() === '' ? null : (fromDisplayDate(text) ?? text));

const NEW_ADDRESS = '';
const EMPTY = {
  savedLocationId: NEW_ADDRESS,
  pickupAddr1: '',
  pickupAddr2: '',
  pickupCity: '',
  pickupState: '',
  pickupZip: '',
  schedPickupDate: '',
  windowFrom: '',
  windowTo: '',
  inspectorId: '',
  caller: '',
  callerPhone: '',
  instructions: '',
};
type Text = typeof EMPTY;
interface SetDraft {
  key: number;
  sampleTypeId: string;
  qty: string;
  castDate: string;
}

/** A customer asks the lab for a pickup: where, when, who calls, and the sample sets to expect. */
export default function PickupRequestForm({ locations, inspectors, sampleTypes, cutoff }: PickupRequestFormProps) {
  const [text, setText] = useState<Text>(EMPTY);
  const [saveAddress, setSaveAddress] = useState(true);
  const [sets, setSets] = useState<SetDraft[]>([{ key: 1, sampleTypeId: '', qty: '1', castDate: '' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const change = (name: keyof Text) => (value: string) => {
    setText((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };
  const field = (name: keyof Text, label: string, extra = {}) => (
    <TextField label={label} name={name} value={text[name]} error={errors[name]} onChange={change(name)} {...extra} />
  );
  const changeSet = (key: number, patch: Partial<SetDraft>) =>
    setSets((current) => current.map((set) => (set.key === key ? { ...set, ...patch } : set)));
  const newAddress = text.savedLocationId === NEW_ADDRESS;

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { savedLocationId, pickupAddr1, pickupAddr2, pickupCity, pickupState, pickupZip, ...rest } = text;
    const address = newAddress ? { pickupAddr1, pickupAddr2, pickupCity, pickupState, pickupZip, saveAddress } : { savedLocationId };
    try {
      await api.post('/api/pickup-requests', {
        ...rest,
        ...address,
        schedPickupDate: sendDate(text.schedPickupDate),
        samples: sets
          .filter((set) => set.sampleTypeId !== '')
          .map((set) => ({ sampleTypeId: set.sampleTypeId, qty: set.qty, castDate: sendDate(set.castDate) })),
      });
      showSuccess('Your pickup request has been sent');
      setTimeout(() => location.reload(), NAVIGATE_AFTER_MS);
    } catch (caught) {
      setErrors((caught as { fields?: Record<string, string> }).fields ?? {});
      showError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const options = (list: PickupRequestFormProps['locations']) => list.map((item) => ({ value: String(item.id), label: item.label }));
  return (
    <form
      onSubmit={send}
      noValidate
      aria-label="Request Pickup"
      className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">New Request</h2>
      <fieldset className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-medium text-slate-900">Where</legend>
        <div className="sm:col-span-2">
          <SelectField
            label="Pickup Address"
            name="savedLocationId"
            value={text.savedLocationId}
            onChange={change('savedLocationId')}
            options={options(locations)}
            emptyLabel="A new address"
            error={errors.savedLocationId}
          />
        </div>
        {newAddress && (
          <>
            {field('pickupAddr1', 'Address')}
            {field('pickupAddr2', 'Address Line 2')}
            {field('pickupCity', 'City')}
            {field('pickupState', 'State')}
            {field('pickupZip', 'Zip', { inputMode: 'numeric' })}
            <CheckboxField label="Save as a Project Address" name="saveAddress" checked={saveAddress} onChange={setSaveAddress} />
          </>
        )}
      </fieldset>
      <fieldset className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-3">
        <legend className="mb-2 font-medium text-slate-900">When</legend>
        <DateField
          label="Date Wanted"
          name="schedPickupDate"
          value={text.schedPickupDate}
          error={errors.schedPickupDate}
          onChange={change('schedPickupDate')}
        />
        {field('windowFrom', 'Window From', { type: 'time', step: 300 })}
        {field('windowTo', 'Window To', { type: 'time', step: 300 })}
        <p className="text-sm text-slate-600 sm:col-span-3">{`Same-day pickups must be requested before ${cutoff}.`}</p>
      </fieldset>
      <fieldset className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-3">
        <legend className="mb-2 font-medium text-slate-900">Who</legend>
        <SelectField
          label="Inspector"
          name="inspectorId"
          value={text.inspectorId}
          onChange={change('inspectorId')}
          options={options(inspectors)}
          emptyLabel="None"
          error={errors.inspectorId}
        />
        {field('caller', 'Caller')}
        {field('callerPhone', 'Caller Phone', { type: 'tel', inputMode: 'tel' })}
      </fieldset>
      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-2 font-medium text-slate-900">Expected Sample Sets</legend>
        {sets.map((set, index) => (
          <div key={set.key} className="grid min-w-0 grid-cols-1 items-end gap-3 sm:grid-cols-4">
            <SelectField
              label={`Sample Type ${index + 1}`}
              name={`sampleTypeId-${set.key}`}
              value={set.sampleTypeId}
              onChange={(value) => changeSet(set.key, { sampleTypeId: value })}
              options={options(sampleTypes)}
              emptyLabel="Choose a sample type"
              error={errors[`samples.${index}.sampleTypeId`]}
            />
            <TextField
              label="Quantity"
              name={`qty-${set.key}`}
              inputMode="numeric"
              value={set.qty}
              error={errors[`samples.${index}.qty`]}
              onChange={(value) => changeSet(set.key, { qty: value })}
            />
            <DateField
              label="Cast Date"
              name={`castDate-${set.key}`}
              value={set.castDate}
              error={errors[`samples.${index}.castDate`]}
              onChange={(value) => changeSet(set.key, { castDate: value })}
            />
            <div>
              <Button variant="secondary" onClick={() => setSets((current) => current.filter((other) => other.key !== set.key))}>
                Remove
              </Button>
            </div>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            setSets((current) => [
              ...current,
              { key: Math.max(0, ...current.map((set) => set.key)) + 1, sampleTypeId: '', qty: '1', castDate: '' },
            ])
          }
        >
          Add Sample Set
        </Button>
      </fieldset>
      <TextAreaField
        label="Instructions"
        name="instructions"
        value={text.instructions}
        onChange={change('instructions')}
        error={errors.instructions}
      />
      <Button type="submit" disabled={busy}>
        Send Request
      </Button>
    </form>
  );
}
