import { useEffect, useState } from 'react';
import type { PasswordStrength } from '../../shared/password-strength.ts';
import { TextField } from './TextField.tsx';

const METER_COLOURS = ['bg-red-600', 'bg-red-500', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-700'];

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  /** The user's name and e-mail, which zxcvbn counts against the password. */
  userInputs?: string[];
}

/**
 * A password input with zxcvbn's strength meter (Worst, Bad, Weak, Good, Strong at 25 per
 * point). zxcvbn's dictionaries are large, so they load on first use, not with the page.
 */
export function PasswordField({ label, name, value, onChange, error, userInputs = [] }: PasswordFieldProps) {
  const [scored, setScored] = useState<{ value: string; strength: PasswordStrength } | null>(null);
  const inputs = userInputs.join('\u0000');
  // A score belongs to the value it was computed for; an emptied field shows none.
  const strength = value && scored?.value === value ? scored.strength : null;

  useEffect(() => {
    let current = true;
    if (!value) return;
    void import('../../shared/password-strength.ts').then(({ passwordStrength }) => {
      if (!current) return;
      const next = passwordStrength(value, inputs.split('\u0000'));
      setScored({ value, strength: next });
    });
    return () => {
      current = false;
    };
  }, [value, inputs]);

  return (
    <div className="flex flex-col gap-1">
      <TextField label={label} name={name} type="password" autoComplete="new-password" value={value} onChange={onChange} error={error} />
      <div className="h-1.5 w-full rounded bg-slate-200" aria-hidden="true">
        <div className={`h-1.5 rounded ${METER_COLOURS[strength?.score ?? 0]}`} style={{ width: `${strength?.percent ?? 0}%` }} />
      </div>
      <p className="text-xs text-slate-600" data-password-strength={strength?.label ?? ''}>
        {strength ? `Strength: ${strength.label}` : ' '}
      </p>
    </div>
  );
}
