import { useState } from 'react';
import { isIsoDate } from '../../../shared/dates.ts';
import { formatMoney } from '../../../shared/format.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { DateField } from '../../../web/ui/DateField.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { CheckboxField, SelectField } from '../../../web/ui/form/fields.tsx';
import type { PickupFormProps } from '../islands/props.ts';
import { PICKUP_MESSAGES as M } from '../messages.ts';
import { chosenRate } from '../rules/rate-choice.ts';
import { defaultMaxPsi, parseMinPsi } from '../rules/sample-defaults.ts';
import { sendDate, type SampleDraft } from './draft.ts';
import { BreakScheduleField, scheduleForQty, scheduleLines, type ScheduleLine } from '../../sample-types/client.ts';
import { Modal } from './Modal.tsx';

type Errors = Partial<Record<keyof SampleDraft, string>>;

const number = (value: string) => (value.trim() === '' ? null : Number(value));

/** The checks of section 5 for a sample set, with the spec's messages. */
function check(draft: SampleDraft): Errors {
  const errors: Errors = {};
  if (!draft.sampleTypeId) errors.sampleTypeId = M.required;
  const qty = number(draft.qty);
  if (qty === null || !Number.isInteger(qty)) errors.qty = M.number;
  else if (qty < 0) errors.qty = M.positive;
  for (const field of ['rate', 'maxPsi'] as const) {
    const value = number(draft[field]);
    if (value !== null && Number.isNaN(value)) errors[field] = M.number;
    else if (value !== null && value < 0) errors[field] = M.positive;
  }
  if (!parseMinPsi(draft.minPsi)) errors.minPsi = M.number;
  const cast = sendDate(draft.castDate);
  if (cast !== null && !isIsoDate(cast)) errors.castDate = M.date;
  return errors;
}

export interface SampleSetDialogProps {
  /** The set being edited or duplicated; its title says which. */
  draft: SampleDraft | null;
  title: string;
  sampleTypes: PickupFormProps['sampleTypes'];
  customerRates: PickupFormProps['customerRates'];
  testTypes: PickupFormProps['testTypes'];
  onClose(): void;
  onSave(draft: SampleDraft): void;
}

/** + Sample Set, Duplicate Sample Set and Update Sample Set: the fields of a sample set. */
export function SampleSetDialog({ draft, title, ...rest }: SampleSetDialogProps) {
  return (
    <Modal open={draft !== null} title={title} onClose={rest.onClose}>
      {draft && <SampleSetFields initial={draft} {...rest} />}
    </Modal>
  );
}

/**
 * The rate the set will be billed at, as the server will choose it (`chosenRate`): what the
 * Rate field shows while 'Override Default Rate?' is off.
 */
function appliedRate(
  draft: SampleDraft,
  sampleTypes: SampleSetDialogProps['sampleTypes'],
  customerRates: SampleSetDialogProps['customerRates'],
) {
  const typeId = Number(draft.sampleTypeId);
  return chosenRate<number | string>({
    customerRate: customerRates.find((rate) => rate.sampleTypeId === typeId)?.rate,
    sampleRate: draft.rate.trim(),
    typeDefaultRate: sampleTypes.find((type) => type.id === typeId)?.defaultRate,
  });
}

/** Lines whose quantities and test types are all filled, as groups; null while one is not. */
function scheduleGroups(lines: readonly ScheduleLine[]) {
  const groups = lines.map((line) => ({ qty: Number(line.qty), testTypeId: Number(line.testTypeId) }));
  return groups.every((group) => Number.isInteger(group.qty) && group.qty > 0 && group.testTypeId > 0) ? groups : null;
}

/** A new set's schedule starts as its type's; an existing set keeps its specimens (null: none shown). */
function typeSchedule(draft: SampleDraft, sampleTypes: SampleSetDialogProps['sampleTypes']): ScheduleLine[] | null {
  const type = sampleTypes.find((candidate) => String(candidate.id) === draft.sampleTypeId);
  return draft.id !== null || !type || type.nonSpecimen ? null : scheduleLines(type.breakSchedule);
}

/**
 * The schedule as laid out for the quantity typed, the last line taking what it adds or removes
 * (the server lays the set out the same from the lines sent); the lines as they are while one is
 * half typed or the quantity is not a number.
 */
function shownLines(lines: readonly ScheduleLine[], qtyText: string): ScheduleLine[] {
  const groups = scheduleGroups(lines);
  const qty = number(qtyText);
  if (groups === null || groups.length === 0 || qty === null || !Number.isInteger(qty)) return [...lines];
  return scheduleLines(scheduleForQty(groups, qty));
}

function SampleSetFields({
  initial,
  sampleTypes,
  customerRates,
  testTypes,
  onClose,
  onSave,
}: { initial: SampleDraft } & Omit<SampleSetDialogProps, 'draft' | 'title'>) {
  const [draft, setDraft] = useState(() => ({ ...initial, breakSchedule: initial.breakSchedule ?? typeSchedule(initial, sampleTypes) }));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof SampleDraft>(field: K, value: SampleDraft[K]) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      // Overriding starts from the rate that applied, so the person edits it rather than retypes it.
      if (field === 'overridePrice' && value === true && next.rate.trim() === '') {
        next.rate = String(appliedRate(current, sampleTypes, customerRates) ?? '');
      }
      // A new min psi fills max psi by the rule (min + min × Max PSI % / 100).
      if (field === 'minPsi' || field === 'sampleTypeId') {
        const parsed = parseMinPsi(next.minPsi);
        const type = sampleTypes.find((candidate) => String(candidate.id) === next.sampleTypeId);
        if (parsed?.minPsi) next.maxPsi = String(defaultMaxPsi(parsed.minPsi, type?.maxPsiPct ?? null));
      }
      // A type brings its schedule (issue 27); the quantity lays it out as it is shown.
      if (field === 'sampleTypeId') next.breakSchedule = typeSchedule(next, sampleTypes);
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const save = () => {
    const found = check(draft);
    setErrors(found);
    if (Object.values(found).every((message) => !message)) onSave(draft);
  };
  const text = (
    field: 'qty' | 'minPsi' | 'maxPsi' | 'rate' | 'description' | 'notes' | 'dimensions' | 'castLocation' | 'pickupLocation',
    label: string,
    extra = {},
  ) => (
    <TextField label={label} name={field} value={draft[field]} onChange={(value) => set(field, value)} error={errors[field]} {...extra} />
  );
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SelectField
        label="Sample Type"
        name="sampleTypeId"
        value={draft.sampleTypeId}
        onChange={(value) => set('sampleTypeId', value)}
        options={sampleTypes.map((type) => ({ value: String(type.id), label: type.description }))}
        emptyLabel="Choose a sample type"
        error={errors.sampleTypeId}
      />
      {text('qty', 'Quantity', { inputMode: 'numeric' })}
      {draft.breakSchedule !== null && (
        <div className="sm:col-span-2">
          <BreakScheduleField
            lines={shownLines(draft.breakSchedule, draft.qty)}
            testTypes={testTypes.map((type) => ({ id: type.id, description: type.label }))}
            onChange={(lines) => set('breakSchedule', lines)}
            note="The last line takes what the quantity adds or removes."
          />
        </div>
      )}
      <DateField
        label="Cast Date"
        name="castDate"
        value={draft.castDate}
        onChange={(value) => set('castDate', value)}
        error={errors.castDate}
      />
      {text('minPsi', 'Min PSI', { list: 'min-psi-choices' })}
      <datalist id="min-psi-choices">
        <option value="For Information Only" />
      </datalist>
      {text('maxPsi', 'Max PSI', { inputMode: 'decimal' })}
      {draft.overridePrice ? (
        text('rate', 'Rate', { inputMode: 'decimal' })
      ) : (
        <TextField
          label="Rate"
          name="rate"
          value={formatMoney(appliedRate(draft, sampleTypes, customerRates)) || 'No rate'}
          readOnly
          onChange={() => undefined}
        />
      )}
      <CheckboxField
        label="Override Default Rate?"
        name="overridePrice"
        checked={draft.overridePrice}
        onChange={(value) => set('overridePrice', value)}
      />
      <CheckboxField
        label="Allow testing after Failed Test"
        name="allowTesting"
        checked={draft.allowTesting}
        onChange={(value) => set('allowTesting', value)}
      />
      {text('dimensions', 'Dimensions')}
      {text('castLocation', 'Cast Location')}
      {text('pickupLocation', 'Pickup Location')}
      {text('description', 'Description')}
      {text('notes', 'Notes')}
      <div className="flex gap-2 sm:col-span-2">
        <Button onClick={save}>Save Sample Set</Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
