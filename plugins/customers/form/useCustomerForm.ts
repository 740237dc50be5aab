import { useState } from 'react';
import type { CustomerProps } from '../islands/props.ts';
import { formValues, type CustomerFormValues, type FlagField, type RateValues, type TextField } from './state.ts';

/** The form's values and messages, and the setters its sections use. */
export interface CustomerFormApi {
  values: CustomerFormValues;
  errors: Record<string, string>;
  setErrors(errors: Record<string, string>): void;
  setText(field: TextField, value: string): void;
  setFlag(field: FlagField, value: boolean): void;
  setRate(sampleTypeId: number, part: keyof RateValues, value: string): void;
  setTemplate(sampleTypeId: number, value: string): void;
}

export function useCustomerForm(customer: CustomerProps | null): CustomerFormApi {
  const [values, setValues] = useState(() => formValues(customer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A field's message goes once the field is edited.
  const clear = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });
  return {
    values,
    errors,
    setErrors,
    setText(field, value) {
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
    },
    setFlag(field, value) {
      setValues((current) => ({ ...current, [field]: value }));
    },
    setRate(sampleTypeId, part, value) {
      setValues((current) => ({
        ...current,
        rates: { ...current.rates, [sampleTypeId]: { rate: '', bogoInterval: '', ...current.rates[sampleTypeId], [part]: value } },
      }));
      clear(`rates.${sampleTypeId}.${part}`);
    },
    setTemplate(sampleTypeId, value) {
      setValues((current) => ({ ...current, templates: { ...current.templates, [sampleTypeId]: value } }));
      clear(`templates.${sampleTypeId}.template`);
    },
  };
}
