import { useEffect, useMemo, useRef, useState } from 'react';
import { compileTemplate, evaluateResult } from '../../templates/client.ts';
import { api } from '../../../web/api/client.ts';
import { ApiError } from '../../../web/api/errors.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { CheckboxField } from '../../../web/ui/form/fields.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import { buttonClass } from '../../../shared/ui-styles.ts';
import { initialValues, LIST, saveBody, statementErrors } from '../components/entry.ts';
import { useEntryFormHandlers, focusFirstEntry } from '../components/keyboard.ts';
import { shown, StatusChip } from '../components/LiveResult.tsx';
import { rowKey, SetRow } from '../components/SetRow.tsx';
import { StatementFields, useStatements } from '../components/Statements.tsx';
import { leaveNotice, listQuery, takeNotice } from '../list-order.ts';
import type { TestResult } from '../present.ts';
import { shownStatus } from '../rules/badges.ts';
import { formulaContext } from '../rules/context.ts';
import { ENTRY_MESSAGE, entryErrors } from '../rules/entry.ts';
import { isBlankRow, rowLayout, setAverage, setStatus } from '../rules/set.ts';
import type { BreakSetProps } from './props.ts';
export { breakSetPropsSchema as props } from './props.ts';

interface SavedSet {
  message: string;
  testResults: TestResult[];
  warnings: Array<{ specimenNum: string; warning: string }>;
}
type Next = { id: number; set: boolean } | null;

const NOTHING_ENTERED = 'Enter the breaks of at least one specimen';

/** The server keys a row's messages by its place among the rows sent; the screen by its place in the set. */
function onScreen(fields: Record<string, string>, sent: readonly number[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, text]) => {
      const match = /^rows\.(\d+)\.(.+)$/.exec(key);
      return [match ? rowKey(sent[Number(match[1])] ?? Number(match[1]), match[2]!) : key, text];
    }),
  );
}

/**
 * "Enter set" (issue 27): the specimens of a sample set due on one day, one row each with the
 * template's entry fields, live strength and pass/fail per row, the set's average and verdict;
 * one save records every row entered, or none. The engine runs here as on the break form; the
 * server judges each row again and its answer is the record.
 */
export default function BreakSet({ anchorId, specimens, template, technician, defaultTime, today }: BreakSetProps) {
  const first = specimens[0]!;
  const { definition } = template;
  const defaults = definition.defaultValues ?? {};
  const compiled = useMemo(
    () => compileTemplate(definition, { id: template.id, version: template.version }),
    [definition, template.id, template.version],
  );
  const layout = useMemo(() => rowLayout(definition.fields), [definition]);
  const [results, setResults] = useState<Array<TestResult | null>>(() => specimens.map((specimen) => specimen.TestResult));
  const [rows, setRows] = useState(() => specimens.map((specimen) => initialValues(definition, specimen.TestResult)));
  const statementsState = useStatements(specimens.find((specimen) => specimen.TestResult)?.TestResult?.results ?? {}, {
    technician,
    time: defaultTime,
    scheduledTestDate: first.scheduledTestDate,
    today,
  });
  const { statements } = statementsState;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const evaluations = useMemo(
    () =>
      rows.map((values, index) =>
        compiled.ok
          ? evaluateResult(compiled.template, { fields: values, ...formulaContext(specimens[index]!, statements.testDate) })
          : null,
      ),
    [compiled, rows, specimens, statements.testDate],
  );
  const blank = rows.map((values, index) => results[index] === null && isBlankRow(definition.fields, values, defaults));
  const unverified = rows.map((values) => Object.values(entryErrors(definition.fields, values)).includes(ENTRY_MESSAGE.mismatch));
  const fio = first.Sample.forInformationOnly;
  const rowStatuses = evaluations.map((evaluation, index) =>
    unverified[index] ? ('unverified' as const) : shownStatus(evaluation?.status ?? 'Pending', fio),
  );
  const judged = (index: number) => !blank[index] && !unverified[index];
  const average = setAverage(
    evaluations.map((evaluation, index) => (judged(index) ? (evaluation?.computed.calculatedPsi as number | null | undefined) : null)),
  );
  const verdict = setStatus(
    evaluations.map((evaluation, index) => (judged(index) ? (evaluation?.status ?? null) : null)),
    fio,
  );

  const clearError = (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest);
  const onChange = (index: number, name: string, value: string) => {
    setRows((current) => current.map((values, at) => (at === index ? { ...values, [name]: value } : values)));
    clearError(rowKey(index, name));
  };

  // Arriving: the first row's first entry field has the focus, and what Save & Next saved is said.
  useEffect(() => {
    focusFirstEntry(formRef.current);
    const notice = takeNotice();
    if (notice) showSuccess(notice);
  }, []);

  /** 'back' to the list, 'stay' on this set, or 'next': the next set or specimen of the technician's list. */
  async function save(mode: 'back' | 'stay' | 'next') {
    const sent = rows.map((_, index) => index).filter((index) => !blank[index]);
    const checked = statementErrors(
      statements,
      first.castDate,
      today,
      sent.map((index) => evaluations[index] ?? null),
    );
    const found: Record<string, string> = { ...checked.errors };
    if (checked.time !== null) statementsState.setTime(checked.time);
    for (const index of sent) {
      for (const [name, text] of Object.entries(entryErrors(definition.fields, rows[index]!, defaults))) found[rowKey(index, name)] = text;
    }
    setErrors(found);
    if (sent.length === 0 || Object.keys(found).length > 0) {
      showError(sent.length === 0 ? NOTHING_ENTERED : 'Please correct the highlighted fields');
      return;
    }
    const body = {
      rows: sent.map((index) =>
        saveBody(
          specimens[index]!,
          { id: template.id, definition },
          rows[index]!,
          { ...statements, time: checked.time ?? statements.time },
          evaluations[index] ?? null,
          results[index] ?? null,
        ),
      ),
    };
    setBusy(true);
    try {
      // Looked up before the save, while the set still has its place in the list.
      const query = listQuery();
      const next =
        mode === 'next' ? (await api.get<{ next: Next }>(`/api/break-report/set/next/${anchorId}${query ? `?${query}` : ''}`)).next : null;
      const answer = await api.put<SavedSet>(`/api/break-report/set/${anchorId}`, body);
      const bySpecimen = new Map(answer.testResults.map((result) => [result.specimenId, result]));
      setResults((current) => current.map((result, index) => bySpecimen.get(specimens[index]!.id) ?? result));
      // A warning is the error toast, and the technician stays on the set it is about.
      if (answer.warnings.length > 0) showError(answer.warnings.map((item) => `Specimen #${item.specimenNum}: ${item.warning}`).join(' '));
      else if (mode === 'next') {
        leaveNotice(`${answer.message}: set #${first.Sample.sampleNum}, ${verdict}`);
        location.assign(next ? (next.set ? `${LIST}/set/${next.id}` : `${LIST}/${next.id}`) : LIST);
      } else if (mode === 'back') location.assign(LIST);
      else showSuccess(answer.message);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(onScreen(error.fields, sent));
      showError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const { onSubmit, onKeyDown } = useEntryFormHandlers(formRef, busy, save, LIST);

  if (!compiled.ok || !layout.fits) return <p role="alert">The template {template.id} cannot be used for a set.</p>;
  return (
    <form ref={formRef} onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate className="space-y-4" aria-label="Break reports of the set">
      <StatementFields state={statementsState} errors={errors} clearError={clearError} />
      {specimens.map((specimen, index) => (
        <SetRow
          key={specimen.id}
          index={index}
          specimen={specimen}
          columns={layout.columns}
          values={rows[index]!}
          evaluation={evaluations[index] ?? null}
          status={rowStatuses[index]!}
          errors={errors}
          entered={results[index] !== null}
          onChange={(name, value) => onChange(index, name, value)}
        />
      ))}
      <section aria-label="Set result" className="flex flex-wrap items-center gap-4 rounded-md border border-slate-200 bg-slate-50 p-4">
        <h2 className="text-sm font-semibold text-slate-800">Set</h2>
        <p className="text-sm text-slate-700">
          Average strength (psi):{' '}
          <span className="font-semibold text-slate-900" data-set-average>
            {average === null ? '—' : shown(average)}
          </span>
        </p>
        <StatusChip status={verdict} />
      </section>
      <CheckboxField
        label="Tests complete"
        name="testsComplete"
        checked={statements.testsComplete}
        onChange={statementsState.setTestsComplete}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          Save Set
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
    </form>
  );
}
