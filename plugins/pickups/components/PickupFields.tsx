import { DateField } from '../../../web/ui/DateField.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import type { ReactNode } from 'react';
import { CheckboxField, FormSection, SelectField, TextAreaField } from '../../../web/ui/form/fields.tsx';
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
  /** The customer and status pickers, first in the form. */
  customerAndStatus: ReactNode;
  /** The saved-location picker, which fills the addresses. */
  locationPicker: ReactNode;
}

const DATES: readonly Field[] = ['orderDate', 'schedPickupDate', 'actualPickupDate', 'receiveDate'];
const TIMES: readonly Field[] = ['arrivalTime', 'departureTime'];

/**
 * Every field of the pickup in sections, the most used first: customer and status, schedule and
 * driver, the two addresses, charges, notes. Dates are typed MM/DD/YYYY (`DateField`), times in 5-minute steps.
 */
export function PickupFields({ draft, errors, options, setText, setFlag, customerAndStatus, locationPicker }: PickupFieldsProps) {
  const text = (field: Field) =>
    DATES.includes(field) ? (
      <DateField
        key={field}
        label={FIELD_LABELS[field] ?? field}
        name={field}
        value={draft.text[field]}
        onChange={(value) => setText(field, value)}
        error={errors[field]}
      />
    ) : (
      <TextField
        key={field}
        label={FIELD_LABELS[field] ?? field}
        name={field}
        value={draft.text[field]}
        onChange={(value) => setText(field, value)}
        error={errors[field]}
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
  const notes = (field: 'instructions' | 'driverNotes') => (
    <div className="sm:col-span-2">
      <TextAreaField
        label={FIELD_LABELS[field] ?? field}
        name={field}
        value={draft.text[field]}
        onChange={(value) => setText(field, value)}
        error={errors[field]}
      />
    </div>
  );
  return (
    <>
      <FormSection title="Customer and Status">
        {customerAndStatus}
        {text('caller')}
        {choice('receivedBy', 'Received By', plain(RECEIVED_BY), 'Choose how it came in')}
        {choice('priority', 'Priority', plain(PRIORITIES))}
        <InspectorPicker
          value={draft.text.inspectorId}
          known={options.inspectors}
          error={errors.inspectorId}
          customerId={draft.customerId}
          onChange={(id) => setText('inspectorId', id)}
        />
        {text('orderDate')}
      </FormSection>
      <FormSection title="Schedule and Driver">
        {text('schedPickupDate')}
        <DriverPicker
          value={draft.text.driverId}
          known={options.drivers}
          error={errors.driverId}
          onChange={(id) => setText('driverId', id)}
        />
        {text('stopNum')}
        {text('actualPickupDate')}
        {text('arrivalTime')}
        {text('departureTime')}
        {text('receiveDate')}
        {flag('droppedOff', 'Dropped Off')}
      </FormSection>
      <FormSection title="Pickup Address">
        <div className="sm:col-span-2">{locationPicker}</div>
        {text('pickupAddr1')}
        {text('pickupAddr2')}
        {text('pickupCity')}
        {text('pickupState')}
        {text('pickupZip')}
        {text('crossStreet')}
        {text('mapPage')}
        {flag('savePickupAddress', 'Save Pickup Address')}
      </FormSection>
      <FormSection title="Project Address">
        {text('projectAddr1')}
        {text('projectAddr2')}
        {text('projectCity')}
        {text('projectState')}
        {text('projectZip')}
        {flag('saveProjectAddress', 'Save Project Address')}
      </FormSection>
      <FormSection title="Charges">
        {text('tripCharge')}
        {flag('fuelCharge', 'Fuel Charge')}
        {text('odomStart')}
        {text('odomFinish')}
      </FormSection>
      <FormSection title="Notes">
        {text('specimenLocation')}
        {notes('instructions')}
        {notes('driverNotes')}
      </FormSection>
    </>
  );
}
