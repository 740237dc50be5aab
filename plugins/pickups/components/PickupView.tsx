import { toDisplayDate } from '../../../shared/dates.ts';
import type { CustomerPickup } from '../customer-view.ts';
import { quantityLabel } from './quantity.ts';
import { RelatedPickups } from './RelatedPickups.tsx';
import { TableScroll } from '../../../web/ui/TableScroll.tsx';
import { formatMoney, formatPsi } from '../../../shared/format.ts';

/** What the view shows: a customer's pickup, and for staff the driver notes too. */
export type ViewedPickup = CustomerPickup & { driverNotes?: string | null };

function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{value === null || value === undefined || value === '' ? '—' : value}</dd>
    </div>
  );
}

function address(parts: Array<string | null>) {
  return parts.filter(Boolean).join(', ');
}

/**
 * A pickup as text: its fields, sample sets with their specimens (a Failed chip, a 'Failed
 * Test' chip where testing is not allowed) and its related pickups. Customers see it read-only.
 */
export function PickupView({ pickup, base }: { pickup: ViewedPickup; base: string }) {
  return (
    <div className="space-y-6">
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Customer" value={pickup.Customer?.companyName} />
          <Field label="Status" value={pickup.PickupStatus?.description} />
          <Field label="Priority" value={pickup.priority} />
          <Field label="Scheduled Pickup Date" value={toDisplayDate(pickup.schedPickupDate)} />
          <Field label="Actual Pickup Date" value={toDisplayDate(pickup.actualPickupDate)} />
          <Field label="Receive Date" value={toDisplayDate(pickup.receiveDate)} />
          <Field label="Caller" value={pickup.caller} />
          <Field label="Received By" value={pickup.receivedBy} />
          <Field label="Trip Charge" value={formatMoney(pickup.tripCharge)} />
          <Field
            label="Pickup Address"
            value={address([pickup.pickupAddr1, pickup.pickupAddr2, pickup.pickupCity, pickup.pickupState, pickup.pickupZip])}
          />
          <Field
            label="Project Address"
            value={address([pickup.projectAddr1, pickup.projectAddr2, pickup.projectCity, pickup.projectState, pickup.projectZip])}
          />
          <Field label="Gate Code" value={pickup.crossStreet} />
          <Field label="Instructions" value={pickup.instructions} />
          {'driverNotes' in pickup && <Field label="Driver Notes" value={pickup.driverNotes} />}
          <Field label="Dropped Off" value={pickup.droppedOff ? 'Yes' : 'No'} />
        </dl>
      </section>
      <RelatedPickups base={base} parent={pickup.ParentPickup} subs={pickup.SubPickups} />
      <section aria-label="Sample Sets" className="space-y-4">
        <h2 className="text-lg font-semibold">Sample Sets</h2>
        {pickup.samples.length === 0 && <p className="text-slate-500">No Data</p>}
        {pickup.samples.map((sample) => (
          <article key={sample.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold">
              {sample.sampleNum} · {sample.SampleType?.description ?? 'No sample type'} · {quantityLabel(sample.qty, sample.actualQty)}
              {!sample.allowTesting && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">Failed Test</span>}
            </h3>
            <p className="text-sm text-slate-600">
              Cast {toDisplayDate(sample.castDate) || '—'} · Min psi{' '}
              {sample.forInformationOnly ? 'For Information Only' : formatPsi(sample.minPsi) || '—'} · Max psi{' '}
              {formatPsi(sample.maxPsi) || '—'} · Rate {formatMoney(sample.rate) || '—'}
            </p>
            {sample.specimens.length > 0 && (
              <TableScroll label={`Specimens of ${sample.sampleNum}`} className="mt-2">
                <table className="stack-on-phone min-w-full text-sm">
                  <thead>
                    <tr className="text-left text-slate-500">
                      <th className="pr-4">Specimen</th>
                      <th className="pr-4">Cast Date</th>
                      <th className="pr-4">Test Date</th>
                      <th className="pr-4">Test Status</th>
                      <th className="pr-4">Specimen Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {sample.specimens.map((specimen) => (
                      <tr key={specimen.id}>
                        <td data-label="Specimen" className="pr-4">
                          {specimen.specimenNum}
                        </td>
                        <td data-label="Cast Date" className="pr-4">
                          {toDisplayDate(specimen.castDate)}
                        </td>
                        <td data-label="Test Date" className="pr-4">
                          {toDisplayDate(specimen.testDate)}
                        </td>
                        <td data-label="Test Status" className="pr-4">
                          {specimen.status === 'Failed' ? (
                            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">Failed</span>
                          ) : (
                            specimen.status
                          )}
                        </td>
                        <td data-label="Specimen Status" className="pr-4">
                          {specimen.specimenStatus}
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
    </div>
  );
}
