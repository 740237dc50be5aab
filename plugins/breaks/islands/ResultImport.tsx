import { useState, type ChangeEvent } from 'react';
import { api } from '../../../web/api/client.ts';
import { ApiError } from '../../../web/api/errors.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { CheckboxField, FIELD_STYLE, SelectField } from '../../../web/ui/form/fields.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import { ImportPreview } from '../components/ImportPreview.tsx';
import type { ImportOutcome } from '../import/import.service.ts';
import type { ResultImportProps } from './props.ts';
export { resultImportPropsSchema as props } from './props.ts';

type Mapping = ResultImportProps['mappings'][number];
const NEW_MACHINE = 'new';

/**
 * Importing a compression machine's CSV export: choose the machine (its saved column mapping) or
 * map a new one, upload the file, preview what would be recorded, then record it.
 */
export default function ResultImport({ targets, mappings: initialMappings }: ResultImportProps) {
  const [mappings, setMappings] = useState(initialMappings);
  const [machineId, setMachineId] = useState(initialMappings[0] ? String(initialMappings[0].id) : NEW_MACHINE);
  const chosen = mappings.find((mapping) => String(mapping.id) === machineId);
  const [machine, setMachine] = useState(chosen?.machine ?? '');
  const [columns, setColumns] = useState<Record<string, string>>(chosen?.columns ?? {});
  const [csv, setCsv] = useState('');
  const [headers, setHeaders] = useState<string[]>([]);
  const [testsComplete, setTestsComplete] = useState(true);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      showError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  function chooseMachine(id: string) {
    const mapping = mappings.find((item) => String(item.id) === id);
    setMachineId(id);
    setMachine(mapping?.machine ?? '');
    setColumns(mapping?.columns ?? {});
    setOutcome(null);
  }

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) =>
    run(async () => {
      const text = (await event.target.files?.[0]?.text()) ?? '';
      setCsv(text);
      setOutcome(null);
      const answer = await api.post<{ headers: string[] }>('/api/break-report/import/headers', { csv: text });
      setHeaders(answer.headers);
    });

  const saveMapping = () =>
    run(async () => {
      const body = { machine, columns, ...(chosen ? { version: chosen.version } : {}) };
      const { mapping } = chosen
        ? await api.put<{ mapping: Mapping }>(`/api/break-report/import/mappings/${chosen.id}`, body)
        : await api.post<{ mapping: Mapping }>('/api/break-report/import/mappings', body);
      setMappings((current) => [...current.filter((item) => item.id !== mapping.id), mapping]);
      setMachineId(String(mapping.id));
      showSuccess('The column mapping was saved');
    });

  const preview = () =>
    run(async () => {
      const answer = await api.post<{ preview: ImportOutcome }>('/api/break-report/import/preview', { csv, columns, testsComplete });
      setOutcome(answer.preview);
    });

  const record = () =>
    run(async () => {
      const expected = (outcome?.matched ?? []).map(({ specimenId, status }) => ({ specimenId, status }));
      const answer = await api.post<{ message: string }>('/api/break-report/import', { csv, columns, testsComplete, expected });
      setOutcome(null);
      showSuccess(answer.message);
    });

  const setColumn = (target: string, header: string) => {
    setColumns(({ [target]: _old, ...rest }) => (header ? { ...rest, [target]: header } : rest));
    setOutcome(null);
  };
  // A saved mapping's columns stay choosable before a file is read, so the mapping reads right.
  const choices = [...new Set([...headers, ...Object.values(columns)])].map((header) => ({ value: header, label: header }));

  return (
    <div className="space-y-6" aria-label="Import results">
      <section className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Machine"
          name="machineId"
          value={machineId}
          onChange={chooseMachine}
          options={[
            ...mappings.map((item) => ({ value: String(item.id), label: item.machine })),
            { value: NEW_MACHINE, label: 'New machine' },
          ]}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="import-machine" className="text-sm font-medium text-slate-700">
            Machine name
          </label>
          <input id="import-machine" className={FIELD_STYLE} value={machine} onChange={(event) => setMachine(event.target.value)} />
          {errors.machine && <p className="text-xs text-red-600">{errors.machine}</p>}
        </div>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor="import-file" className="text-sm font-medium text-slate-700">
            CSV file
          </label>
          <input id="import-file" type="file" accept=".csv,text/csv" className="text-sm" onChange={(event) => void chooseFile(event)} />
          {errors.csv && <p className="text-xs text-red-600">{errors.csv}</p>}
        </div>
      </section>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Columns</legend>
        {targets.map((target) => (
          <SelectField
            key={target.name}
            label={target.label}
            name={`column-${target.name}`}
            value={columns[target.name] ?? ''}
            onChange={(header) => setColumn(target.name, header)}
            options={choices}
            emptyLabel="Not in the file"
            error={errors[`columns.${target.name}`]}
          />
        ))}
      </fieldset>
      <CheckboxField label="Tests complete" name="testsComplete" checked={testsComplete} onChange={setTestsComplete} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => void saveMapping()}>
          Save Mapping
        </Button>
        <Button variant="secondary" disabled={busy || !csv} onClick={() => void preview()}>
          Preview
        </Button>
        <Button disabled={busy || !outcome || outcome.matched.length === 0} onClick={() => void record()}>
          Record Results
        </Button>
        <a href="/admin/break-report" className="rounded-md px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
          Back to Break Report
        </a>
      </div>
      {outcome && <ImportPreview outcome={outcome} />}
    </div>
  );
}
