import { useId } from 'react';
import { ROLES } from '../../../core/roles.ts';
import { ROLE_LABELS } from '../role-labels.ts';
import { FIELD_STYLE, FieldMessage, LABEL_STYLE } from '../../../web/ui/form/field-parts.tsx';
import { buttonClass } from '../../../web/ui/styles.ts';

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
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={LABEL_STYLE}>
        Role
      </label>
      <select
        id={id}
        name="role"
        value={value}
        disabled={disabled ?? false}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        className={FIELD_STYLE}
      >
        <option value="">Choose a role</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
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
