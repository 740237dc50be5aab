import { ROLES } from '../../../core/roles.ts';
import { ROLE_LABELS } from '../role-labels.ts';
import { LabelledField } from '../../../web/ui/form/field-parts.tsx';
import { buttonClass } from '../../../shared/ui-styles.ts';

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
    <LabelledField label="Role" error={error}>
      {(control) => (
        <select {...control} name="role" value={value} disabled={disabled ?? false} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose a role</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
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
