import type { ReactNode } from 'react';
import { TextField } from '../../../web/ui/TextField.tsx';
import type { InspectorTextField } from '../schema.ts';
import type { InspectorEditor } from './inspector-form.ts';

const LABELS: Record<InspectorTextField, string> = {
  fullName: 'Full Name',
  firm: 'Firm',
  email: 'Email',
  mobilePhone: 'Mobile Phone',
  officePhone: 'Office Phone',
  fax: 'Fax',
  license: 'License',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
};

const GROUPS: InspectorTextField[][] = [
  ['fullName', 'firm', 'email', 'license'],
  ['mobilePhone', 'officePhone', 'fax'],
  ['address1', 'address2', 'city', 'state', 'zip'],
];

const TYPES: Partial<Record<InspectorTextField, string>> = {
  email: 'email',
  mobilePhone: 'tel',
  officePhone: 'tel',
  fax: 'tel',
  zip: 'text',
};

/** The inspector's fields, shared by the page form and the New Inspector dialog; `company` is the customer picker, for staff. */
export function InspectorFields({ editor, company }: { editor: InspectorEditor; company?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      {GROUPS.map((group, index) => (
        <div key={group[0]} className="grid gap-4 sm:grid-cols-2">
          {group.map((field) => (
            <TextField
              key={field}
              label={LABELS[field]}
              name={field}
              type={TYPES[field] ?? 'text'}
              inputMode={field === 'zip' ? 'numeric' : undefined}
              required={field === 'fullName'}
              value={editor.values[field]}
              onChange={editor.set(field)}
              error={editor.errors[field]}
            />
          ))}
          {index === 0 && company}
        </div>
      ))}
    </div>
  );
}
