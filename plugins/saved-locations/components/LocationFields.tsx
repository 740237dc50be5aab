import type { ReactNode } from 'react';
import { TextField } from '../../../web/ui/TextField.tsx';
import type { LocationEditor, LocationFlag, LocationTextField } from './location-form.ts';

const LABELS: Record<LocationTextField, string> = {
  pickupAddr1: 'Address',
  pickupAddr2: 'Address 2',
  pickupCity: 'City',
  pickupZip: 'Zip',
  jobName: 'Job Name',
  mapPage: 'Map Page',
  crossStreet: 'Gate Code',
  cellPhone: 'Cell Phone',
  reportEmail: 'Report Emails',
  tripCharge: 'Trip Charge',
};

const HINTS: Partial<Record<LocationTextField, string>> = { reportEmail: 'One address, or several separated by commas' };

function Flag({ editor, field, label }: { editor: LocationEditor; field: LocationFlag; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        name={field}
        checked={editor.values[field]}
        onChange={(event) => editor.set(field)(event.target.checked)}
        className="h-4 w-4 rounded border-slate-300 accent-emerald-700"
      />
      {label}
    </label>
  );
}

/**
 * The location's fields. `staff` adds what only the lab sets (trip charge, fuel charge);
 * `customer` is the customer picker, for staff.
 */
export function LocationFields({ editor, staff, customer }: { editor: LocationEditor; staff: boolean; customer?: ReactNode }) {
  const text = (field: LocationTextField, extra: { required?: boolean; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      key={field}
      label={LABELS[field]}
      name={field}
      value={editor.values[field]}
      onChange={editor.set(field)}
      error={editor.errors[field]}
      placeholder={HINTS[field]}
      {...extra}
    />
  );
  return (
    <div className="flex flex-col gap-6">
      {customer}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('pickupAddr1', { required: true })}
        {text('pickupAddr2')}
        {text('pickupCity', { required: true })}
        {text('pickupZip', { inputMode: 'numeric' })}
        {text('jobName')}
        {text('mapPage')}
        {text('crossStreet')}
        {text('cellPhone')}
      </div>
      {text('reportEmail')}
      <div className="grid items-end gap-4 sm:grid-cols-2">
        {staff && text('tripCharge', { inputMode: 'decimal' })}
        <div className="flex flex-wrap gap-6 pb-2">
          <Flag editor={editor} field="sendReports" label="Send Reports" />
          {staff && <Flag editor={editor} field="fuelCharge" label="Fuel Charge" />}
        </div>
      </div>
    </div>
  );
}
