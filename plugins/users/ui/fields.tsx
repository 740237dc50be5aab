import { Field, Label, Select } from '@headlessui/react';
import { ROLES } from '../../../core/roles.ts';
import { ROLE_LABELS } from '../role-labels.ts';
import { buttonClass } from '../../../web/ui/styles.ts';

const FIELD_STYLE =
  'rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 data-[invalid]:border-red-500';

/** The role choice of the user form: the five roles, none chosen on a new user. */
export function RoleSelect({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange(role: string): void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <Field className="flex flex-col gap-1" disabled={disabled ?? false}>
      <Label className="text-sm font-medium text-slate-700">Role</Label>
      <Select name="role" value={value} onChange={(event) => onChange(event.target.value)} invalid={Boolean(error)} className={FIELD_STYLE}>
        <option value="">Choose a role</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Select>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </Field>
  );
}

/** Cancel: a link back, drawn as a secondary button. */
export function CancelLink({ href }: { href: string }) {
  return (
    <a href={href} className={buttonClass('secondary')}>
      Cancel
    </a>
  );
}
