import { useState } from 'react';
import { toDisplayDate } from '../../../shared/dates.ts';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { Disclosure } from '../../../web/ui/headless/Disclosure.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import type { GeneralReportProps, ListedReport } from './general-report-props.ts';
export { generalReportPropsSchema as props } from './general-report-props.ts';

interface Saved {
  version: number;
  message: string;
  reports: Array<{ id: number; status: string }>;
}

interface Generated {
  report: { status: string; pdfs: string[] | string };
}

const errorText = (caught: unknown) => (caught instanceof Error ? caught.message : 'Request failed');
const latestOf = (pdfs: string[] | string) => (Array.isArray(pdfs) ? (pdfs.at(-1) ?? null) : null);

/** The General Report Info panel: folded until opened; saving copies it to the pickup's reports. */
function GeneralInfoPanel(props: GeneralReportProps & { onSaved(reports: Saved['reports']): void }) {
  const [values, setValues] = useState(props.generalReportInfo);
  const [version, setVersion] = useState(props.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      const answer = await api.put<Saved>(`/api/pickups/reports/${props.pickup.id}/general-info`, { generalReportInfo: values, version });
      setVersion(answer.version);
      setErrors({});
      props.onSaved(answer.reports);
      showSuccess(answer.message);
    } catch (caught) {
      const fields = (caught as { fields?: Record<string, string> }).fields;
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else showError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label="General Report Info" className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <Disclosure
        label={
          <>
            General Report Info
            <span aria-hidden="true" className="text-slate-500 group-data-open:rotate-180">
              ▾
            </span>
          </>
        }
        buttonClassName="flex w-full items-center justify-between gap-3 p-4 text-left text-base font-semibold text-slate-900"
        panelClassName="border-t border-slate-200 p-4"
      >
        {() => (
          <>
            <p className="mb-4 text-sm text-slate-600">
              What is entered here is copied to every report of this pickup that is not finalized.
            </p>
            <form
              className="grid gap-4 sm:grid-cols-2"
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              {props.fields.map((field) => (
                <TextField
                  key={field.name}
                  label={field.label}
                  name={`generalReportInfo.${field.name}`}
                  value={values[field.name] ?? ''}
                  onChange={(value) => setValues({ ...values, [field.name]: value })}
                  error={errors[`generalReportInfo.${field.name}`]}
                  disabled={!props.canEdit}
                />
              ))}
              {props.canEdit ? (
                <div className="sm:col-span-2">
                  <Button type="submit" disabled={busy}>
                    Save General Report Info
                  </Button>
                </div>
              ) : null}
            </form>
          </>
        )}
      </Disclosure>
    </section>
  );
}

/** A pickup's general report screen: the General Report Info panel, Generate Reports For Samples, and its reports. */
export default function GeneralReport(props: GeneralReportProps) {
  const [reports, setReports] = useState<ListedReport[]>(props.reports);
  const [chosen, setChosen] = useState<number[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const choosable = reports.filter((report) => !report.onFile).map((report) => report.id);
  const allChosen = choosable.length > 0 && choosable.every((id) => chosen.includes(id));

  const update = (id: number, change: Partial<ListedReport>) =>
    setReports((current) => current.map((report) => (report.id === id ? { ...report, ...change } : report)));

  async function generate() {
    const queue = reports.filter((report) => chosen.includes(report.id));
    const failed: string[] = [];
    for (const [index, report] of queue.entries()) {
      setProgress(`Generating report ${index + 1} of ${queue.length}…`);
      try {
        const answer = await api.post<Generated>(`/api/reports/generate/${report.id}`);
        update(report.id, { status: answer.report.status, latest: latestOf(answer.report.pdfs) });
      } catch (caught) {
        failed.push(`${report.sampleNum}: ${errorText(caught)}`);
      }
    }
    setProgress(null);
    setFailures(failed);
    const made = queue.length - failed.length;
    if (made > 0) showSuccess(`${made} ${made === 1 ? 'report was' : 'reports were'} generated`);
    if (failed.length > 0) showError(`${failed.length} ${failed.length === 1 ? 'report' : 'reports'} could not be generated`);
    setChosen([]);
  }

  return (
    <div className="flex flex-col gap-6">
      <GeneralInfoPanel {...props} onSaved={(saved) => saved.forEach((report) => update(report.id, { status: report.status }))} />
      <section aria-label="Reports" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-slate-900">Reports</h2>
          {props.canEdit ? (
            <Button disabled={chosen.length === 0 || progress !== null} onClick={() => void generate()}>
              Generate Reports For Samples
            </Button>
          ) : null}
        </div>
        <p aria-live="polite" className="mb-2 text-sm text-slate-700">
          {progress ?? (props.canEdit && reports.length > 0 ? `${chosen.length} of ${choosable.length} samples chosen` : '')}
        </p>
        {failures.length > 0 ? (
          <ul role="alert" className="mb-3 list-disc pl-5 text-sm text-red-700">
            {failures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        ) : null}
        {reports.length === 0 ? (
          <p className="text-sm text-slate-500">No Results</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200">
                  {props.canEdit ? (
                    <th className="p-2">
                      <input
                        type="checkbox"
                        aria-label="Choose all samples"
                        checked={allChosen}
                        disabled={choosable.length === 0}
                        onChange={() => setChosen(allChosen ? [] : choosable)}
                      />
                    </th>
                  ) : null}
                  <th className="p-2">Sample Set ID</th>
                  <th className="p-2">Sample Type</th>
                  <th className="p-2">Status</th>
                  <th className="p-2">Cast Date</th>
                  <th className="p-2">Document</th>
                </tr>
              </thead>
              <tbody>
                {reports.map((report) => (
                  <tr key={report.id} className="border-b border-slate-100">
                    {props.canEdit ? (
                      <td className="p-2">
                        <input
                          type="checkbox"
                          aria-label={`Choose ${report.sampleNum}`}
                          checked={chosen.includes(report.id)}
                          disabled={report.onFile}
                          onChange={() =>
                            setChosen(chosen.includes(report.id) ? chosen.filter((id) => id !== report.id) : [...chosen, report.id])
                          }
                        />
                      </td>
                    ) : null}
                    <td className="p-2">
                      <a className="link" href={`/admin/reports/${report.id}`}>
                        {report.sampleNum}
                      </a>
                    </td>
                    <td className="p-2">{report.type}</td>
                    <td className="p-2">{report.status}</td>
                    <td className="p-2">{toDisplayDate(report.castDate)}</td>
                    <td className="p-2">
                      {report.onFile ? (
                        'On File'
                      ) : report.latest ? (
                        <a className="link" href={`/api/reports/files/${report.latest}`} target="_blank" rel="noopener">
                          PDF
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
