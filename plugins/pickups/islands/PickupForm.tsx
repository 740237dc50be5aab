import { useState, type FormEvent } from 'react';
import { api } from '../../../web/api/client.ts';
import { clearTableCache } from '../../../web/table/cache.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { deleteRecord, NAVIGATE_AFTER_MS } from '../../../web/ui/form/delete-record.ts';
import { confirmAction, showError, showSuccess, showWarning } from '../../../web/ui/index.ts';
import { CustomerPicker } from '../../customers/client.ts';
import { pickupDraft, pickupPayload, sampleDraft, newKey, withLocation, type PickupDraft, type SampleDraft } from '../components/draft.ts';
import { LocationPicker } from '../components/LocationPicker.tsx';
import { PickupFields } from '../components/PickupFields.tsx';
import { RelatedPickups } from '../components/RelatedPickups.tsx';
import { ReceiveDialog } from '../components/ReceiveDialog.tsx';
import { SampleSetDialog } from '../components/SampleSetDialog.tsx';
import { SampleSets } from '../components/SampleSets.tsx';
import { SpecimenDialog } from '../components/SpecimenDialog.tsx';
import { StatusField } from '../components/StatusField.tsx';
import { PICKUP_MESSAGES as M } from '../messages.ts';
import type { PickupFormProps } from './props.ts';
import { ActionBar } from '../../../web/ui/form/ActionBar.tsx';
export { pickupFormPropsSchema as props } from './props.ts';

const LIST = '/admin/pickups';
/** How long the success alert shows before the page changes under it. */
const later = (go: () => void) => setTimeout(go, NAVIGATE_AFTER_MS);
type FormPickup = NonNullable<PickupFormProps['pickup']>;
type Specimen = SampleDraft['specimens'][number];

/** The pickup form: Create Pickup or Save Pickup, Save & Continue Edit, Cancel; sample sets, specimens, receiving. */
export default function PickupForm(props: PickupFormProps) {
  const [pickup, setPickup] = useState<FormPickup | null>(props.pickup);
  const defaultStatus = props.statuses.find((status) => status.isDefault)?.id ?? null;
  const [draft, setDraft] = useState<PickupDraft>(() => pickupDraft(props.pickup, defaultStatus, props.today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<{ draft: SampleDraft; title: string } | null>(null);
  const [specimen, setSpecimen] = useState<Specimen | null>(null);
  const [receiving, setReceiving] = useState(false);
  // The chosen customer's negotiated rates: another customer brings its own from the picker.
  const [customerRates, setCustomerRates] = useState(props.customerRates);
  const status = props.statuses.find((candidate) => String(candidate.id) === draft.text.pickupStatusId);

  const setText = (field: keyof PickupDraft['text'], value: string) => {
    setDraft((current) => ({ ...current, text: { ...current.text, [field]: value } }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };
  const setFlag = (field: keyof PickupDraft['flags'], value: boolean) =>
    setDraft((current) => ({ ...current, flags: { ...current.flags, [field]: value } }));

  async function save(stay: boolean, statusId?: number) {
    setBusy(true);
    try {
      const body = { ...pickupPayload(draft), ...(statusId ? { pickupStatusId: statusId } : {}) };
      const answer = pickup
        ? await api.put<{ pickup?: FormPickup }>(`/api/pickups/${pickup.id}`, body)
        : await api.post<{ pickup?: FormPickup }>('/api/pickups', body);
      // A save counts only when a pickup comes back.
      if (!answer.pickup) throw new Error('The pickup was not saved');
      clearTableCache('/api/pickups');
      showSuccess(M.saved);
      if (!stay) {
        later(() => location.assign(LIST));
        return;
      }
      if (!pickup) history.replaceState(null, '', `${LIST}/${answer.pickup.id}`);
      setPickup(answer.pickup);
      setDraft(pickupDraft(answer.pickup, defaultStatus, props.today));
    } catch (caught) {
      const error = caught as Error & { fields?: Record<string, string>; level?: string };
      if (error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
      if (error.level === 'warning') showWarning(error.message);
      else showError(error.message);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!pickup) return;
    await deleteRecord({
      apiPath: '/api/pickups',
      id: pickup.id,
      question: 'Are you sure you wish to delete this pickup?',
      deleted: M.deleted,
      listHref: LIST,
    });
  }

  async function deleteSample(sample: SampleDraft) {
    if (!(await confirmAction({ message: 'Are you sure you wish to delete this sample?', confirmLabel: 'Delete' }))) return;
    setDraft((current) => ({ ...current, samples: current.samples.filter((candidate) => candidate.key !== sample.key) }));
  }

  const saveSample = (sample: SampleDraft) => {
    setDraft((current) => {
      const exists = current.samples.some((candidate) => candidate.key === sample.key);
      return {
        ...current,
        samples: exists
          ? current.samples.map((candidate) => (candidate.key === sample.key ? sample : candidate))
          : [...current.samples, sample],
      };
    });
    setEditing(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };
  const openStatus = props.statuses.find((candidate) => candidate.code === 'open');
  return (
    <form onSubmit={submit} noValidate aria-label="Pickup" className="flex flex-col gap-6">
      {pickup && <RelatedPickups base={LIST} parent={pickup.ParentPickup} subs={pickup.SubPickups} />}
      <PickupFields
        draft={draft}
        errors={errors}
        options={props}
        setText={setText}
        setFlag={setFlag}
        customerAndStatus={
          <>
            <CustomerPicker
              value={draft.customerId}
              error={errors.customerId}
              onChange={(id, match) => {
                setCustomerRates(match ? match.sampleRates.map(({ sampleTypeId, rate }) => ({ sampleTypeId, rate })) : []);
                setDraft((current) => ({
                  ...current,
                  customerId: id,
                  flags: { ...current.flags, fuelCharge: !pickup && match ? match.fuelCharge : current.flags.fuelCharge },
                }));
                setErrors((current) => ({ ...current, customerId: '' }));
              }}
            />
            <StatusField
              statuses={props.statuses}
              value={draft.text.pickupStatusId}
              onChange={(value) => setText('pickupStatusId', value)}
              onReopen={pickup?.SubPickups.length === 0 && openStatus ? () => void save(true, openStatus.id) : undefined}
            />
          </>
        }
        locationPicker={
          <LocationPicker
            customerId={draft.customerId}
            onPick={(location) => setDraft((current) => withLocation(current, location, !pickup))}
          />
        }
      />
      <SampleSets
        samples={draft.samples}
        sampleTypes={props.sampleTypes}
        onAdd={() => setEditing({ draft: sampleDraft(null), title: '+ Sample Set' })}
        onEdit={(sample) => setEditing({ draft: sample, title: 'Update Sample Set' })}
        onDuplicate={(sample) =>
          setEditing({
            draft: { ...sample, key: newKey(), id: null, sampleNum: null, actualQty: null, specimens: [] },
            title: 'Duplicate Sample Set',
          })
        }
        onDelete={(sample) => void deleteSample(sample)}
        onEditSpecimen={setSpecimen}
      />
      <ActionBar>
        <Button type="submit" disabled={busy}>
          {pickup ? 'Save Pickup' : 'Create Pickup'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void save(true)}>
          Save &amp; Continue Edit
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => location.assign(LIST)}>
          Cancel
        </Button>
        {pickup && status?.code === 'open' && (
          <Button variant="secondary" disabled={busy} onClick={() => setReceiving(true)}>
            Receive Samples
          </Button>
        )}
        {pickup && status?.code === 'open' && (
          <Button variant="secondary" disabled={busy} className="ml-auto text-red-700" onClick={() => void remove()}>
            Delete
          </Button>
        )}
      </ActionBar>
      <SampleSetDialog
        draft={editing?.draft ?? null}
        title={editing?.title ?? ''}
        sampleTypes={props.sampleTypes}
        customerRates={customerRates}
        testTypes={props.testTypes}
        onClose={() => setEditing(null)}
        onSave={saveSample}
      />
      <SpecimenDialog
        specimen={specimen}
        testTypes={props.testTypes}
        onClose={() => setSpecimen(null)}
        onSaved={() => later(() => location.reload())}
      />
      {pickup && receiving && (
        <ReceiveDialog
          open
          pickup={pickup}
          sampleTypes={props.sampleTypes}
          onClose={() => setReceiving(false)}
          onReceived={() => later(() => location.reload())}
        />
      )}
    </form>
  );
}
