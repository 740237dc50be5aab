import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { CheckboxField, FormSection } from '../../../web/ui/form/fields.tsx';
import { showError, showSuccess, showWarning } from '../../../web/ui/index.ts';
import { ImageDropzone } from '../../uploads/client.ts';
import { AmendDialog } from '../components/AmendDialog.tsx';
import type { ReportFormProps } from './props.ts';
import { ReviewDialog, type ReviewPoint } from '../components/ReviewDialog.tsx';
import { Revisions } from '../components/Revisions.tsx';
import { buttonClass } from '../../../shared/ui-styles.ts';
import { formatLabDateTime } from '../../../shared/format.ts';
export { reportFormPropsSchema as props } from './props.ts';

const LIST = '/admin/reports';

interface Saved {
  report: { version: number; status: string };
  message: string;
}

/** A list of records to tick, at most `max` of them. */
function Choices(props: {
  legend: string;
  name: string;
  choices: Array<{ id: number; label: string; refused?: string | undefined }>;
  chosen: number[];
  max: number;
  onChange(ids: number[]): void;
}) {
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <span className="text-sm font-medium text-slate-700">{props.legend}</span>
      {props.choices.length === 0 ? <span className="text-sm text-slate-500">No Results</span> : null}
      {props.choices.map((choice) => {
        const checked = props.chosen.includes(choice.id);
        return (
          <div key={choice.id} className="flex flex-col">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={props.name}
                checked={checked}
                disabled={!checked && (props.chosen.length >= props.max || choice.refused !== undefined)}
                onChange={() => props.onChange(checked ? props.chosen.filter((id) => id !== choice.id) : [...props.chosen, choice.id])}
              />
              {choice.label}
              {choice.refused ? <span className="rounded bg-red-100 px-1.5 text-xs font-medium text-red-800">Overdue</span> : null}
            </label>
            {choice.refused ? <span className="pl-6 text-xs text-red-700">{choice.refused}</span> : null}
          </div>
        );
      })}
    </div>
  );
}

/** The report detail form: General Info, Data Sheet Info, the composite sections, and its buttons. */
export default function ReportForm(props: ReportFormProps) {
  const { report } = props;
  const [general, setGeneral] = useState<Record<string, string>>(report.generalReportInfo);
  const [dataSheet, setDataSheet] = useState<Record<string, string>>(report.dataSheetInfo);
  const [complete, setComplete] = useState(report.reportInfoComplete);
  const [onFile, setOnFile] = useState(report.onFile);
  const [images, setImages] = useState(report.images);
  const [graph, setGraph] = useState(report.graph);
  const [equipment, setEquipment] = useState(report.equipment);
  const [materials, setMaterials] = useState(report.materials);
  const [version, setVersion] = useState(report.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const locked = report.finalized;
  const [versions, setVersions] = useState(report.versions);
  const [issues, setIssues] = useState(report.issues);
  const [review, setReview] = useState<ReviewPoint[] | null>(null);
  const [amending, setAmending] = useState(false);
  const [amendError, setAmendError] = useState<string | undefined>(undefined);
  const interim = versions.filter((file) => !file.finalized);

  async function generate() {
    setBusy(true);
    try {
      const answer = await api.post<{ report: Pick<ReportFormProps['report'], 'versions' | 'issues'> }>(
        `/api/reports/generate/${report.id}`,
      );
      setVersions(answer.report.versions);
      setIssues(answer.report.issues);
      showSuccess(locked ? `Revision ${report.revision} was issued` : 'The report was generated');
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
    } finally {
      setBusy(false);
    }
  }

  async function send(filename: string) {
    setBusy(true);
    try {
      const answer = await api.post<{ sent: boolean; reason?: string }>(`/api/reports/send/${report.id}`, { filename });
      if (answer.sent) showSuccess('The report was sent');
      else showWarning(`The report was not sent: ${answer.reason ?? 'Error'}`);
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
    } finally {
      setBusy(false);
    }
  }

  /** Finalizing starts with the review: its points are confirmed with reasons, or there are none. */
  async function finalize() {
    setBusy(true);
    try {
      const answer = await api.get<{ points: ReviewPoint[] }>(`/api/reports/${report.id}/review`);
      if (answer.points.length > 0) setReview(answer.points);
      else await save('stay', { finalized: true });
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
    } finally {
      setBusy(false);
    }
  }

  async function amend(reason: string) {
    setBusy(true);
    try {
      await api.post(`/api/reports/${report.id}/amend`, { reason });
      showSuccess(`Revision ${report.revision + 1} is open for changes`);
      setAmending(false);
      setTimeout(() => location.reload(), 600);
    } catch (caught) {
      const fields = (caught as { fields?: Record<string, string> }).fields;
      if (fields?.reason) setAmendError(fields.reason);
      else showError(caught instanceof Error ? caught.message : 'Request failed');
    } finally {
      setBusy(false);
    }
  }

  async function save(after: 'back' | 'continue' | 'stay', extra: Record<string, unknown> = {}) {
    setBusy(true);
    try {
      const body = {
        generalReportInfo: general,
        dataSheetInfo: dataSheet,
        reportInfoComplete: complete,
        onFile,
        ...(props.maxImages === null ? {} : { images }),
        ...(props.takesGraph ? { graph } : {}),
        ...(props.equipmentChoices ? { equipment } : {}),
        ...(props.materialChoices ? { materials } : {}),
        version,
        ...extra,
      };
      const answer = await api.put<Saved>(`/api/reports/${report.id}`, body);
      setVersion(answer.report.version);
      setErrors({});
      showSuccess(answer.message);
      if (after === 'back') setTimeout(() => location.assign(LIST), 600);
      if (extra.finalized) setTimeout(() => location.reload(), 600);
    } catch (caught) {
      const fields = (caught as { fields?: Record<string, string> }).fields;
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else showError(caught instanceof Error ? caught.message : 'Request failed');
    } finally {
      setBusy(false);
    }
  }

  const text =
    (values: Record<string, string>, setValues: (next: Record<string, string>) => void, prefix: string) =>
    (field: { name: string; label: string }) => (
      <TextField
        key={field.name}
        label={field.label}
        name={`${prefix}.${field.name}`}
        value={values[field.name] ?? ''}
        onChange={(value) => setValues({ ...values, [field.name]: value })}
        error={errors[`${prefix}.${field.name}`]}
        disabled={locked}
      />
    );

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save('stay');
      }}
    >
      {locked ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <span>{`This report is finalized (revision ${report.revision}): amend it to change it.`}</span>
          {props.canFinalize ? (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setAmending(true)}>
              Amend
            </Button>
          ) : null}
        </div>
      ) : null}
      {review ? (
        <ReviewDialog
          points={review}
          errors={errors}
          busy={busy}
          onClose={() => setReview(null)}
          onConfirm={(confirmations) => void save('stay', { finalized: true, confirmations })}
        />
      ) : null}
      {amending ? (
        <AmendDialog
          revision={report.revision}
          error={amendError}
          busy={busy}
          onClose={() => setAmending(false)}
          onAmend={(reason) => void amend(reason)}
        />
      ) : null}
      <FormSection title="General Info">{props.generalFields.map(text(general, setGeneral, 'generalReportInfo'))}</FormSection>
      <FormSection title="Data Sheet Info">{props.dataSheetFields.map(text(dataSheet, setDataSheet, 'dataSheetInfo'))}</FormSection>
      {props.materialChoices ? (
        <FormSection title="Material Identification">
          <Choices legend="Materials" name="materials" choices={props.materialChoices} chosen={materials} max={5} onChange={setMaterials} />
        </FormSection>
      ) : null}
      {props.equipmentChoices ? (
        <FormSection title="Test Equipment">
          <Choices
            legend={`Test equipment (at most ${props.maxEquipment})`}
            name="equipment"
            choices={props.equipmentChoices}
            chosen={equipment}
            max={props.maxEquipment}
            onChange={setEquipment}
          />
          {errors.equipment ? <p className="text-xs text-red-600">{errors.equipment}</p> : null}
        </FormSection>
      ) : null}
      {props.maxImages !== null || props.takesGraph ? (
        <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" disabled={locked}>
          <legend className="px-1 text-base font-semibold text-slate-900">Images</legend>
          {props.maxImages !== null ? (
            <ImageDropzone prefix={`report_${report.id}`} files={images} max={props.maxImages} label="Panel Images" onChange={setImages} />
          ) : null}
          {props.takesGraph ? (
            <ImageDropzone
              prefix={`report_${report.id}`}
              files={graph ? [graph] : []}
              max={1}
              label="Stress-Strain Graph"
              onChange={(files) => setGraph(files[0] ?? null)}
            />
          ) : null}
          {errors.images || errors.graph ? <p className="text-xs text-red-600">{errors.images ?? errors.graph}</p> : null}
        </fieldset>
      ) : null}
      <CheckboxField
        label="Kept on file (a paper report: the pickup shows On File instead of Edit and Print)"
        name="onFile"
        checked={onFile}
        onChange={setOnFile}
        disabled={locked}
      />
      <CheckboxField
        label="All necessary data has been entered"
        name="reportInfoComplete"
        checked={complete}
        onChange={setComplete}
        disabled={locked}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="button" disabled={busy || locked} onClick={() => void save('back')}>
          Save And Back
        </Button>
        <Button type="button" variant="secondary" disabled={busy || locked} onClick={() => void save('continue')}>
          Save And Continue
        </Button>
        <Button type="submit" disabled={busy || locked}>
          Save Report Detail
        </Button>
        {props.canFinalize && !locked ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void finalize()}>
            Finalize
          </Button>
        ) : null}
        <a href={LIST} className={buttonClass('secondary')}>
          Cancel
        </a>
      </div>
      <section aria-label="Revisions" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="mb-3 text-base font-semibold text-slate-900">Revisions</h2>
        <Revisions
          issues={issues}
          timeZone={props.timeZone}
          canSend={props.canSend}
          busy={busy}
          onSend={(filename) => void send(filename)}
        />
        {interim.length > 0 ? (
          <>
            <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900">Interim Files (not issued)</h3>
            <ul className="mb-3 flex flex-col gap-1 text-sm">
              {interim.map((file) => (
                <li key={file.filename}>
                  <a className="link" href={`/api/reports/files/${file.filename}`} target="_blank" rel="noopener">
                    {`Revision ${file.issue}, interim · ${formatLabDateTime(file.generatedAt, props.timeZone)}`}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="mt-3">
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void generate()}>
            {locked ? 'Issue Report' : 'Generate Interim Report'}
          </Button>
        </div>
      </section>
    </form>
  );
}
