import { TextField } from '../../../web/ui/TextField.tsx';
import { CheckboxField, SelectField, TextAreaField } from '../../../web/ui/form/fields.tsx';
import type { PickupFormProps } from '../islands/props.ts';
import { PRIORITIES, RECEIVED_BY } from '../messages.ts';
import type { FlagField, PickupDraft, TextField as Field } from './draft.ts';
import { FIELD_LABELS } from './labels.ts';
import { DriverPicker, InspectorPicker } from './PeoplePickers.tsx';

export interface PickupFieldsProps {
  draft: PickupDraft;
  errors: Record<string, string>;
  options: Pick<PickupFormProps, 'drivers' | 'inspectors'>;
  setText(field: Field, value: string): void;
  setFlag(field: FlagField, value: boolean): void;
}

const DATES: readonly Field[] = ['orderDate', 'schedPickupDate', 'actualPickupDate', 'receiveDate'];
const TIMES: readonly Field[] = ['arrivalTime', 'departureTime'];

/** Every field of the pickup: order, road, addresses; dates typed MM/DD/YYYY, times in 5-minute steps. */
export function PickupFields({ draft, errors, options, setText, setFlag }: PickupFieldsProps) {
  const text = (field: Field) => (
    <TextField
      key={field}
      label={FIELD_LABELS[field] ?? field}
      name={field}
      value={draft.text[field]}
      onChange={(value) => setText(field, value)}
      error={errors[field]}
      {...(DATES.includes(field) ? { placeholder: 'MM/DD/YYYY' } : {})}
      {...(TIMES.includes(field) ? { type: 'time', step: 300 } : {})}
    />
  );
  const choice = (field: Field, label: string, list: Array<{ value: string; label: string }>, emptyLabel?: string) => (
    <SelectField
      label={label}
      name={field}
      value={draft.text[field]}
      onChange={(value) => setText(field, value)}
      options={list}
      error={errors[field]}
      {...(emptyLabel === undefined ? {} : { emptyLabel })}
    />
  );
  const flag = (field: FlagField, label: string) => (
    <CheckboxField label={label} name={field} checked={draft.flags[field]} onChange={(value) => setFlag(field, value)} />
  );
  const plain = (list: readonly string[]) => list.map((value) => ({ value, label: value }));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {text('caller')}
      {choice('receivedBy', 'Received By', plain(RECEIVED_BY), 'Choose how it came in')}
      {choice('priority', 'Priority', plain(PRIORITIES))}
      {text('orderDate')}
      {text('schedPickupDate')}
      {text('actualPickupDate')}
      {text('receiveDate')}
      {text('arrivalTime')}
      {text('departureTime')}
      <DriverPicker
        value={draft.text.driverId}
        known={options.drivers}
        error={errors.driverId}
        onChange={(id) => setText('driverId', id)}
      />
      <InspectorPicker
        value={draft.text.inspectorId}
        known={options.inspectors}
        error={errors.inspectorId}
        customerId={draft.customerId}
        onChange={(id) => setText('inspectorId', id)}
      />
      {text('tripCharge')}
      {text('stopNum')}
      {text('odomStart')}
      {text('odomFinish')}
      {text('pickupAddr1')}
      {text('pickupAddr2')}
      {text('pickupCity')}
      {text('pickupState')}
      {text('pickupZip')}
      {text('crossStreet')}
      {text('mapPage')}
      {text('projectAddr1')}
      {text('projectAddr2')}
      {text('projectCity')}
      {text('projectState')}
      {text('projectZip')}
      {text('specimenLocation')}
      <div className="flex flex-col gap-2">
        {flag('droppedOff', 'Dropped Off')}
        {flag('fuelCharge', 'Fuel Charge')}
        {flag('savePickupAddress', 'Save Pickup Address')}
        {flag('saveProjectAddress', 'Save Project Address')}
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <TextAreaField
          label="Instructions"
          name="instructions"
          value={draft.text.instructions}
          onChange={(value) => setText('instructions', value)}
          error={errors.instructions}
        />
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <TextAreaField
          label="Driver Notes"
          name="driverNotes"
          value={draft.text.driverNotes}
          onChange={(value) => setText('driverNotes', value)}
          error={errors.driverNotes}
        />
      </div>
    </div>
  );
}
