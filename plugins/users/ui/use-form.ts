import { useState } from 'react';

/**
 * A form's values and field messages. Changing a field clears its message, so a message
 * never stays under a value that may already be right.
 */
export function useFormState<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof V & string>(field: K) =>
    (value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest;
      });
    };
  return { values, setValues, errors, setErrors, set };
}
