import { toDisplayDate } from '../../../shared/dates.ts';
import type { PluginContext } from '../../../core/plugin/define-plugin.ts';
import type { PickupPage } from '../../pickups/index.ts';
import { generalReportHref } from '../general-report.page.tsx';
import { ON_FILE, presentRow, type PresentedReport } from '../present.ts';
import { reportsOfPickup } from '../reports.repository.ts';
import type { ReportsDatabase } from '../reports.table.ts';

/** The Associated Reports panel of a pickup's page: Sample Set ID, Project Address, Status, Cast Date, Actions. */
export function AssociatedReports({ reports, staff, pickupId }: { reports: PresentedReport[]; staff: boolean; pickupId: number }) {
  return (
    <section aria-label="Associated Reports" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Associated Reports</h2>
        {staff ? (
          <a className="rounded border border-slate-300 px-3 py-1.5 text-sm print:hidden" href={generalReportHref(pickupId)}>
            General Report
          </a>
        ) : null}
      </div>
      {reports.length === 0 ? (
        <p className="text-sm text-slate-500">No Results</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th className="p-2">Sample Set ID</th>
                <th className="p-2">Project Address</th>
                <th className="p-2">Status</th>
                <th className="p-2">Cast Date</th>
                <th className="p-2">Actions</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report.id} className="border-b border-slate-100">
                  <td className="p-2">{report.sampleNum}</td>
                  <td className="p-2">{report.projectAddress}</td>
                  <td className="p-2">{report.status}</td>
                  <td className="p-2">{toDisplayDate(report.castDate)}</td>
                  <td className="p-2">
                    {report.pdfs === ON_FILE ? (
                      'On File'
                    ) : (
                      <span className="flex gap-3">
                        {staff ? (
                          <a className="link" href={`/admin/reports/${report.id}`}>
                            Edit
                          </a>
                        ) : null}
                        {staff ? (
                          <a className="link" href={`/admin/reports/preview/${report.id}`} target="_blank" rel="noopener">
                            Print
                          </a>
                        ) : (
                          <IssuedPdfLink pdfs={report.pdfs} />
                        )}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A customer's link to the report's latest issued PDF (the print preview is the lab's), or a dash before one is issued. */
function IssuedPdfLink({ pdfs }: { pdfs: PresentedReport['pdfs'] }) {
  const latest = Array.isArray(pdfs) ? pdfs.at(-1) : undefined;
  return latest ? (
    <a className="link" href={`/api/reports/files/${latest}`} target="_blank" rel="noopener">
      PDF
    </a>
  ) : (
    <span>—</span>
  );
}

/** The panel on a pickup's page: staff see every report of the pickup, a customer those of its own company. */
export async function associatedReportsPanel(page: PickupPage, ctx: PluginContext<ReportsDatabase>) {
  const customer = page.actor.role === 'customer';
  const scope = customer ? { all: false as const, customerId: page.actor.customerId } : { all: true as const };
  const reports = (await reportsOfPickup(ctx.db, page.pickup.id, scope)).map(presentRow);
  return <AssociatedReports reports={reports} staff={!customer} pickupId={page.pickup.id} />;
}
