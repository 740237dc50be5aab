import { toDisplayDate } from '../../../shared/dates.ts';
import { Button } from '../../../web/ui/Button.tsx';
import type { PickupFormProps } from '../islands/props.ts';
import type { SampleDraft } from './draft.ts';
import { quantityLabel } from './quantity.ts';
import { TableScroll } from '../../../web/ui/TableScroll.tsx';
import { formatMoney, formatPsi } from '../../../shared/format.ts';

type Specimen = SampleDraft['specimens'][number];

export interface SampleSetsProps {
  samples: SampleDraft[];
  sampleTypes: PickupFormProps['sampleTypes'];
  onAdd(): void;
  onEdit(sample: SampleDraft): void;
  onDuplicate(sample: SampleDraft): void;
  onDelete(sample: SampleDraft): void;
  onEditSpecimen(specimen: Specimen): void;
}

const chip = (text: string) => <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">{text}</span>;

/** The pickup's sample sets, specimen types first, each with its specimen table. */
export function SampleSets({ samples, sampleTypes, onAdd, onEdit, onDuplicate, onDelete, onEditSpecimen }: SampleSetsProps) {
  const typeOf = (id: string) => sampleTypes.find((type) => String(type.id) === id);
  // Non-specimen sample types sort after specimen types.
  const ordered = [...samples].sort(
    (a, b) => Number(typeOf(a.sampleTypeId)?.nonSpecimen ?? false) - Number(typeOf(b.sampleTypeId)?.nonSpecimen ?? false),
  );
  return (
    <section aria-label="Sample Sets" className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">Sample Sets</h2>
        <Button variant="secondary" onClick={onAdd}>
          + Sample Set
        </Button>
      </div>
      {ordered.length === 0 && <p className="text-slate-500">No Data</p>}
      {ordered.map((sample) => (
        <article key={sample.key} aria-label={`Sample set ${sample.sampleNum ?? 'new'}`} className="rounded border border-slate-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <strong>{`${sample.sampleNum ?? 'New'} · ${typeOf(sample.sampleTypeId)?.description ?? ''} · ${quantityLabel(sample.qty, sample.actualQty)}`}</strong>
            {!sample.allowTesting && chip('Failed Test')}
            <span className="ml-auto flex gap-2">
              <Button variant="secondary" onClick={() => onEdit(sample)}>
                Edit
              </Button>
              <Button variant="secondary" onClick={() => onDuplicate(sample)}>
                Duplicate
              </Button>
              <Button variant="secondary" className="text-red-700" onClick={() => onDelete(sample)}>
                Delete
              </Button>
            </span>
          </div>
          <p className="text-sm text-slate-600">{`Cast ${sample.castDate || '—'} · Min PSI ${formatPsi(sample.minPsi) || sample.minPsi || '—'} · Max PSI ${formatPsi(sample.maxPsi) || '—'} · Rate ${formatMoney(sample.rate) || 'default'}`}</p>
          {sample.specimens.length > 0 && (
            <TableScroll label={`Specimens of ${sample.sampleNum ?? 'the new sample set'}`}>
              <table className="stack-on-phone mt-2 min-w-full whitespace-nowrap text-sm [&_td]:py-1 [&_td]:pr-4 [&_th]:pr-4">
                <thead>
                  <tr className="text-left text-slate-500">
                    <th>Specimen</th>
                    <th>Test Date</th>
                    <th>Test Status</th>
                    <th>Specimen Status</th>
                    <th>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sample.specimens.map((specimen) => (
                    <tr key={specimen.id}>
                      <td data-label="Specimen">{specimen.specimenNum}</td>
                      <td data-label="Test Date">{toDisplayDate(specimen.testDate)}</td>
                      <td data-label="Test Status">{specimen.status === 'Failed' ? chip('Failed') : specimen.status}</td>
                      <td data-label="Specimen Status">{specimen.specimenStatus}</td>
                      <td>
                        <button type="button" className="link" onClick={() => onEditSpecimen(specimen)}>
                          {`Edit ${specimen.specimenNum}`}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </article>
      ))}
    </section>
  );
}
