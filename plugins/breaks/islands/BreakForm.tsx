import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { compileTemplate, evaluateResult, flattenFields, type ResultEvaluation, type TemplateDefinition } from '../../templates/client.ts';
import { api } from '../../../web/api/client.ts';
import { ApiError } from '../../../web/api/errors.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { CheckboxField, FIELD_STYLE } from '../../../web/ui/form/fields.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import { LiveResult } from '../components/LiveResult.tsx';
import { ResultHistory } from '../components/ResultHistory.tsx';
import { ScheduleHeld } from '../components/ScheduleHeld.tsx';
import { leaveNotice, listQuery, takeNotice } from '../list-order.ts';
import { TemplateFields } from '../components/TemplateFields.tsx';
import type { TestResult, TestResultChange } from '../present.ts';
import { formulaContext, type SpecimenFacts } from '../rules/context.ts';
import { dynamicLabels } from '../rules/dynamic-label.ts';
import { ENTRY_MESSAGE, entryErrors, verificationName } from '../rules/entry.ts';
import { startingTestDate, testDateError } from '../rules/test-date.ts';
import { normaliseTime } from '../rules/time.ts';
import { fromDisplayDate, toDisplayDate } from '../../../shared/dates.ts';
import { DateField } from '../../../web/ui/DateField.tsx';
import type { BreakFormProps } from './props.ts';
import { buttonClass } from '../../../shared/ui-styles.ts';

const LIST = '/admin/break-report';
const SAVED = 'Your break report was saved';

type Specimen = SpecimenFacts & {
  id: number;
  version: number;
  testDate: string | null;
  scheduledTestDate: string | null;
  sampleType: string | null;
  TestType: (SpecimenFacts['TestType'] & { description: string }) | null;
  Sample: SpecimenFacts['Sample'] & {
    id: number;
    pickupId: number;
    sampleTypeId: number | null;
    allowTesting: boolean;
    Pickup: { pickupNumber: number; Customer: { companyName: string } };
  };
  TestResult: TestResult | null;
};

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The inputs' first values: the saved result's, else the template's defaults; verified copies as saved. */
function initialValues(definition: TemplateDefinition, result: TestResult | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of flattenFields(definition.fields)) {
    const saved = result?.results[field.name];
    values[field.name] = asText(saved ?? definition.defaultValues?.[field.name] ?? field.default);
    if (field.requireVerification === true && saved !== undefined && saved !== null) values[verificationName(field.name)] = asText(saved);
  }
  return values;
}

/**
 * The break form of one specimen, built from its template's form definition. The engine runs
 * here at each keystroke (computed values, pass/fail, 'Out of Range'); the server runs it again
 * on save and its answer is the record.
 */
export default function BreakForm({
  specimen: rawSpecimen,
  template,
  technician: defaultTechnician,
  defaultTime,
  today,
  history: initialHistory,
  testTypes,
  timeZone,
}: BreakFormProps) {
  const specimen = rawSpecimen as unknown as Specimen;
  const definition = template.definition as unknown as TemplateDefinition;
  const compiled = useMemo(
    () => compileTemplate(definition, { id: template.id, version: template.version }),
    [definition, template.id, template.version],
  );
  const [result, setResult] = useState<TestResult | null>(specimen.TestResult);
  const saved = result?.results ?? {};
  const [values, setValues] = useState(() => initialValues(definition, specimen.TestResult));
  const [technician, setTechnician] = useState(asText(saved.technician) || defaultTechnician);
  // Typed as MM/DD/YYYY; the formulas and the checks read it as YYYY-MM-DD once it is a date.
  const [testDateText, setTestDateText] = useState(
    toDisplayDate(asText(saved.testDate) || startingTestDate(specimen.scheduledTestDate, today)),
  );
  const testDate = fromDisplayDate(testDateText) ?? '';
  const [time, setTime] = useState(asText(saved.time) || defaultTime);
  const [testsComplete, setTestsComplete] = useState(saved.testsComplete === true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [history, setHistory] = useState(initialHistory as unknown as TestResultChange[]);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const evaluation: ResultEvaluation | null = useMemo(
    () => (compiled.ok ? evaluateResult(compiled.template, { fields: values, ...formulaContext(specimen, testDate) }) : null),
    [compiled, values, specimen, testDate],
  );
  const labels = useMemo(
    () => (compiled.ok ? dynamicLabels(compiled.template, values, formulaContext(specimen, testDate)) : {}),
    [compiled, values, specimen, testDate],
  );
  const onChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  // Arriving: the first entry field has the focus, and what Save & Next saved on the last form is said.
  useEffect(() => {
    formRef.current
      ?.querySelector<HTMLElement>('[data-entry-fields] input, [data-entry-fields] select, [data-entry-fields] textarea')
      ?.focus();
    const notice = takeNotice();
    if (notice) showSuccess(notice);
  }, []);

  /** 'back' to the list, 'stay' on this form, or 'next': the next specimen of the technician's list. */
  async function save(mode: 'back' | 'stay' | 'next') {
    const form = formRef.current;
    const found = entryErrors(definition.fields, values, definition.defaultValues ?? {});
    const normalTime = normaliseTime(time);
    if (normalTime === null) found.time = 'Enter a time such as 9:30 AM';
    else setTime(normalTime);
    const wrongDate = testDate === '' ? 'Invalid Date Format' : testDateError(testDate, specimen.castDate, today);
    if (wrongDate !== undefined) found.testDate = wrongDate;
    // The engine's refusal of the age ('No strength requirement for an age of 0 days') is the date's to fix.
    const ageError = evaluation?.errors.find((error) => 'field' in error && error.field === 'testDate');
    if (ageError !== undefined && found.testDate === undefined) found.testDate = ageError.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || (form && !form.reportValidity())) return;
    const body = {
      specimenId: specimen.id,
      sampleId: specimen.Sample.id,
      pickupId: specimen.Sample.pickupId,
      sampleTypeId: specimen.Sample.sampleTypeId,
      template: template.id,
      fields: definition.fields,
      status: evaluation?.status ?? 'Pending',
      results: { ...values, technician, testDate, time: normalTime, testsComplete },
      ...(result ? { version: result.version } : {}),
    };
    setBusy(true);
    try {
      // The next one is looked up before the save, while this specimen still has its place in the list.
      const query = listQuery();
      const next =
        mode === 'next'
          ? (await api.get<{ next: { id: number } | null }>(`/api/break-report/next/${specimen.id}${query ? `?${query}` : ''}`)).next
          : null;
      const answer = result
        ? await api.put<{ testResult: TestResult; warning?: string }>(`/api/break-report/${result.id}`, body)
        : await api.post<{ testResult: TestResult; warning?: string }>('/api/break-report', body);
      setResult(answer.testResult);
      const changes = await api.get<{ history: TestResultChange[] }>(`/api/break-report/history/${answer.testResult.id}`);
      setHistory(changes.history);
      // A warning is the spec's error toast, and the technician stays on the result it is about.
      if (answer.warning) showError(answer.warning);
      else if (mode === 'next') {
        leaveNotice(`${SAVED}: specimen #${specimen.specimenNum}, ${answer.testResult.status}`);
        location.assign(next ? `${LIST}/${next.id}` : LIST);
      } else showSuccess(SAVED);
      if (mode === 'back' && !answer.warning) location.assign(LIST);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      showError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save('back');
  };

  /**
   * The form without a mouse (issue 27): Enter moves to the next entry field and, in the last
   * one, saves and opens the next specimen; Ctrl+Enter saves and stays; Escape cancels.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      location.assign(LIST);
      return;
    }
    if (event.key !== 'Enter' || busy) return;
    const target = event.target as HTMLElement;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      void save('stay');
      return;
    }
    const isEntry = target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type !== 'checkbox');
    if (!isEntry) return;
    event.preventDefault();
    // Entry fields in paper order; a radio group is one stop (its checked option, else its first).
    const all = [
      ...(formRef.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
        '[data-entry-fields] input, [data-entry-fields] select',
      ) ?? []),
    ];
    const entries = all.filter((element, index) => {
      if (element.disabled || element.offsetParent === null || (element instanceof HTMLInputElement && element.type === 'checkbox'))
        return false;
      if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return true;
      const group = all.filter((other) => other.name === element.name);
      return (group.find((other) => (other as HTMLInputElement).checked) ?? group[0]) === all[index];
    });
    const stop =
      target instanceof HTMLInputElement && target.type === 'radio' ? entries.find((entry) => entry.name === target.name) : target;
    const at = entries.indexOf(stop as HTMLInputElement | HTMLSelectElement);
    if (at === entries.length - 1) void save('next');
    else if (at >= 0) entries[at + 1]?.focus();
  };

  if (!compiled.ok) return <p role="alert">The template {template.id} cannot be used: it has problems.</p>;
  const shownValues = evaluation?.fields ?? values;
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      className="space-y-6"
      aria-label="Break report"
      data-specimen={specimen.id}
    >
      {specimen.testDate === null && result === null && (
        <ScheduleHeld specimenId={specimen.id} version={specimen.version} testTypes={testTypes} />
      )}
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
            value={technician}
            onChange={(event) => setTechnician(event.target.value)}
          />
        </div>
        <DateField
          label="Test Date"
          name="testDate"
          value={testDateText}
          onChange={(text) => {
            setTestDateText(text);
            setErrors(({ testDate: _gone, ...rest }) => rest);
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
            value={time}
            onChange={(event) => setTime(event.target.value)}
            onBlur={() => setTime((current) => normaliseTime(current) ?? current)}
          />
          {errors.time && <p className="text-xs text-red-600">{errors.time}</p>}
        </div>
      </section>
      <div data-entry-fields>
        <TemplateFields
          fields={definition.fields}
          values={values}
          shownValues={shownValues}
          errors={errors}
          labels={labels}
          onChange={onChange}
        />
      </div>
      {evaluation && (
        <LiveResult
          evaluation={evaluation}
          definition={definition}
          forInformationOnly={specimen.Sample.forInformationOnly}
          unverified={Object.values(entryErrors(definition.fields, values)).includes(ENTRY_MESSAGE.mismatch)}
        />
      )}
      <CheckboxField label="Tests complete" name="testsComplete" checked={testsComplete} onChange={setTestsComplete} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          Save Break Report
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void save('next')} title="Enter in the last field">
          Save & Next
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void save('stay')} title="Ctrl+Enter">
          Save & Continue Edit
        </Button>
        <a href={LIST} className={buttonClass('secondary')}>
          Cancel
        </a>
      </div>
      <ResultHistory history={history} timeZone={timeZone} definition={definition} />
    </form>
  );
}
