import { useEffect, useMemo, useRef, useState } from 'react';
import { compileTemplate, evaluateResult, type ResultEvaluation } from '../../templates/client.ts';
import { api } from '../../../web/api/client.ts';
import { ApiError } from '../../../web/api/errors.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { CheckboxField } from '../../../web/ui/form/fields.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import { initialValues, LIST, SAVED, saveBody, statementErrors } from '../components/entry.ts';
import { useEntryFormHandlers, focusFirstEntry } from '../components/keyboard.ts';
import { LiveResult } from '../components/LiveResult.tsx';
import { ResultHistory } from '../components/ResultHistory.tsx';
import { ScheduleHeld } from '../components/ScheduleHeld.tsx';
import { StatementFields, useStatements } from '../components/Statements.tsx';
import { leaveNotice, listQuery, takeNotice } from '../list-order.ts';
import { TemplateFields } from '../components/TemplateFields.tsx';
import type { TestResult, TestResultChange } from '../present.ts';
import { formulaContext } from '../rules/context.ts';
import { dynamicLabels } from '../rules/dynamic-label.ts';
import { ENTRY_MESSAGE, entryErrors } from '../rules/entry.ts';
import type { BreakFormProps } from './props.ts';
import { buttonClass } from '../../../shared/ui-styles.ts';
export { breakFormPropsSchema as props } from './props.ts';

/**
 * The break form of one specimen, built from its template's form definition. The engine runs
 * here at each keystroke (computed values, pass/fail, 'Out of Range'); the server runs it again
 * on save and its answer is the record.
 */
export default function BreakForm({
  specimen,
  template,
  technician: defaultTechnician,
  defaultTime,
  today,
  history: initialHistory,
  testTypes,
  timeZone,
}: BreakFormProps) {
  const { definition } = template;
  const compiled = useMemo(
    () => compileTemplate(definition, { id: template.id, version: template.version }),
    [definition, template.id, template.version],
  );
  const [result, setResult] = useState<TestResult | null>(specimen.TestResult);
  const saved = result?.results ?? {};
  const [values, setValues] = useState(() => initialValues(definition, specimen.TestResult));
  const statementsState = useStatements(saved, {
    technician: defaultTechnician,
    time: defaultTime,
    scheduledTestDate: specimen.scheduledTestDate,
    today,
  });
  const { statements } = statementsState;
  const { testDate } = statements;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [history, setHistory] = useState<TestResultChange[]>(initialHistory);
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
  const clearError = (name: string) => setErrors(({ [name]: _gone, ...rest }) => rest);
  const onChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  // Arriving: the first entry field has the focus, and what Save & Next saved on the last form is said.
  useEffect(() => {
    focusFirstEntry(formRef.current);
    const notice = takeNotice();
    if (notice) showSuccess(notice);
  }, []);

  /** 'back' to the list, 'stay' on this form, or 'next': the next specimen of the technician's list. */
  async function save(mode: 'back' | 'stay' | 'next') {
    const form = formRef.current;
    const found = entryErrors(definition.fields, values, definition.defaultValues ?? {});
    const checked = statementErrors(statements, specimen.castDate, today, [evaluation]);
    Object.assign(found, checked.errors);
    if (checked.time !== null) statementsState.setTime(checked.time);
    setErrors(found);
    if (Object.keys(found).length > 0 || (form && !form.reportValidity())) return;
    const body = saveBody(
      specimen,
      { id: template.id, definition },
      values,
      { ...statements, time: checked.time ?? statements.time },
      evaluation,
      result,
    );
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

  const { onSubmit, onKeyDown } = useEntryFormHandlers(formRef, busy, save, LIST);

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
      <StatementFields state={statementsState} errors={errors} clearError={clearError} />
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
      <CheckboxField
        label="Tests complete"
        name="testsComplete"
        checked={statements.testsComplete}
        onChange={statementsState.setTestsComplete}
      />
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
