import { useState } from 'react';
import { fromDisplayDate, toDisplayDate } from '../../shared/dates.ts';
import { DateField } from './DateField.tsx';
import { dateMessage } from './date-mask.ts';

/** A range as the fields hold it: each bound `YYYY-MM-DD`, or undefined when left empty. */
export interface DateRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

const BOUNDS = [
  ['startDate', 'From'],
  ['endDate', 'To'],
] as const;

/**
 * A From–To pair of `DateField`s (MM/DD/YYYY as typed) under a legend, for a list's or a
 * dashboard's period. It reports the range as `YYYY-MM-DD` bounds with whether both are usable
 * (empty or a real date); `check` shows 'Invalid Date Format' on a bound that is not, as a form
 * does when its Apply is pressed.
 */
export function DateRangeFields({
  legend,
  value,
  onChange,
  check = false,
}: {
  legend: string;
  value: DateRange;
  onChange(range: DateRange, valid: boolean): void;
  check?: boolean;
}) {
  const [shown, setShown] = useState({ startDate: toDisplayDate(value.startDate), endDate: toDisplayDate(value.endDate) });
  const change = (bound: keyof DateRange, text: string) => {
    const next = { ...shown, [bound]: text };
    setShown(next);
    const iso = (typed: string) => (typed === '' ? undefined : (fromDisplayDate(typed) ?? undefined));
    onChange(
      { startDate: iso(next.startDate), endDate: iso(next.endDate) },
      BOUNDS.every(([name]) => dateMessage(next[name]) === undefined),
    );
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {BOUNDS.map(([bound, label]) => (
        <DateField
          key={bound}
          label={label}
          name={bound}
          value={shown[bound]}
          onChange={(text) => change(bound, text)}
          error={check ? dateMessage(shown[bound]) : undefined}
        />
      ))}
    </fieldset>
  );
}
