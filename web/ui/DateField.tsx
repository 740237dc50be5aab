import { useState } from 'react';
import { LabelledField } from './form/field-parts.tsx';
import { completeDate, dateMessage, maskDate } from './date-mask.ts';

interface DateFieldProps {
  label: string;
  name: string;
  /** The date as shown and typed, `MM/DD/YYYY` (`toDisplayDate` of the stored `YYYY-MM-DD`). */
  value: string;
  onChange(value: string): void;
  /** The form's message for the field (the server's, a required date); it wins over the field's own. */
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The portal's one date input: typed as the seeds' mask MM/DD/YYYY (`11272026` shows
 * `11/27/2026`), on a phone's number pad. Left partial or impossible (`02/30/2026`), it says
 * 'Invalid Date Format' until it is edited; the form converts it with `fromDisplayDate`.
 * @example <DateField label="Cast Date" name="castDate" value={draft.castDate} onChange={set('castDate')} error={errors.castDate} />
 */
export function DateField({ label, name, value, onChange, error, disabled = false }: DateFieldProps) {
  const [left, setLeft] = useState(false);
  const message = error || (left ? dateMessage(value) : undefined);
  return (
    <LabelledField label={label} error={message}>
      {(control) => (
        <input
          {...control}
          name={name}
          value={value}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/DD/YYYY"
          onChange={(event) => {
            setLeft(false);
            onChange(maskDate(event.target.value));
          }}
          onBlur={() => {
            setLeft(true);
            const whole = completeDate(value);
            if (whole !== value) onChange(whole);
          }}
        />
      )}
    </LabelledField>
  );
}
