import { useState } from 'react';
import { fromDisplayDate, toDisplayDate } from '../../../shared/dates.ts';
import { DateField } from '../../../web/ui/DateField.tsx';
import { FIELD_STYLE } from '../../../web/ui/form/fields.tsx';
import { startingTestDate } from '../rules/test-date.ts';
import { normaliseTime } from '../rules/time.ts';
import { asText, type Statements } from './entry.ts';

/**
 * The technician's statements of a break (who, which day, what time, tests complete), first
 * as saved, else the signed-in technician, the scheduled test date (never after today) and now.
 */
export function useStatements(
  saved: Readonly<Record<string, unknown>>,
  defaults: { technician: string; time: string; scheduledTestDate: string | null; today: string },
) {
  const [technician, setTechnician] = useState(asText(saved.technician) || defaults.technician);
  // Typed as MM/DD/YYYY; the formulas and the checks read it as YYYY-MM-DD once it is a date.
  const [testDateText, setTestDateText] = useState(
    toDisplayDate(asText(saved.testDate) || startingTestDate(defaults.scheduledTestDate, defaults.today)),
  );
  const [time, setTime] = useState(asText(saved.time) || defaults.time);
  const [testsComplete, setTestsComplete] = useState(saved.testsComplete === true);
  const statements: Statements = { technician, testDate: fromDisplayDate(testDateText) ?? '', time, testsComplete };
  return { statements, testDateText, setTechnician, setTestDateText, setTime, setTestsComplete };
}

export type StatementsState = ReturnType<typeof useStatements>;

/** Technician, Test Date and Time, above the entry fields of the break form and of the set screen. */
export function StatementFields({
  state,
  errors,
  clearError,
}: {
  state: StatementsState;
  errors: Readonly<Record<string, string>>;
  clearError(name: string): void;
}) {
  return (
    <section className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="field-technician" className="text-sm font-medium text-slate-700">
          Technician
        </label>
        <input
          id="field-technician"
          name="technician"
          required
          className={FIELD_STYLE}
          value={state.statements.technician}
          onChange={(event) => state.setTechnician(event.target.value)}
        />
      </div>
      <DateField
        label="Test Date"
        name="testDate"
        value={state.testDateText}
        onChange={(text) => {
          state.setTestDateText(text);
          clearError('testDate');
        }}
        error={errors.testDate}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="field-time" className="text-sm font-medium text-slate-700">
          Time
        </label>
        <input
          id="field-time"
          name="time"
          required
          className={FIELD_STYLE}
          value={state.statements.time}
          onChange={(event) => state.setTime(event.target.value)}
          onBlur={() => state.setTime((current) => normaliseTime(current) ?? current)}
        />
        {errors.time && <p className="text-xs text-red-600">{errors.time}</p>}
      </div>
    </section>
  );
}
