import { toDisplayDate } from '../../shared/dates.ts';
import type { DashboardContribution, DashboardRequest, ListCard, ListCardRow } from '../../core/dashboard/cards.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { pausedBreaks, unjudgedResults } from '../breaks/index.ts';
import { invoicingRevenue } from '../invoicing/index.ts';
import { dashboardState, reportsSummary } from '../reports/index.ts';
import { factsOf } from './acceptance.service.ts';
import { failedResultsOf, setsDueOn } from './dashboard.repository.ts';
import { STATS_PERMISSION as P } from './permissions.ts';
import { projectedRevenue } from './projection.ts';
import { periodOf } from './rules/period.ts';
import type { StatsDatabase } from './stats.table.ts';
import { formatMoney } from '../../shared/format.ts';

/** How many rows an expandable card lists at most. */
const CARD_ROWS = 50;

/** The office's lists of reports: pickups with incomplete info, reports held unsent, reports due today. */
function officeLists(ctx: PluginContext<StatsDatabase>, request: DashboardRequest): ListCard[] {
  const mayDelete = ctx.http.permissions.allows(request.actor.role, P.dashboardDeletePickups);
  return [
    {
      id: 'pickups-report',
      title: 'Pickups Report',
      permission: P.dashboardOffice,
      order: 25,
      empty: 'Every report has its general info.',
      load: async () =>
        (await reportsSummary.incompleteInfoPickups(ctx.db, CARD_ROWS)).map((row) => ({
          label: `Pickup #${row.pickupNumber}`,
          detail: `${row.reports} ${row.reports === 1 ? 'report' : 'reports'} with general info incomplete`,
          href: `/admin/pickups/${row.pickupId}`,
          ...(mayDelete && {
            actions: [
              {
                label: 'Delete',
                path: `/api/pickups/${row.pickupId}`,
                method: 'DELETE' as const,
                successMessage: 'Pickup has been deleted',
                confirm: `Are you sure you wish to delete pickup #${row.pickupNumber}?`,
              },
            ],
          }),
        })),
    },
    {
      id: 'unsent-reports',
      title: 'Unsent Reports',
      permission: P.dashboardOffice,
      order: 45,
      empty: 'Every report has been sent.',
      load: async () =>
        (await reportsSummary.unsent(ctx.db)).slice(0, CARD_ROWS).map((row) => ({
          label: `Sample set ${row.sampleNum}`,
          detail: [row.Customer.companyName, row.projectAddress].filter(Boolean).join(', '),
          badges: [row.reason],
          actions: [
            { label: 'View', href: `/admin/reports/${row.reportId}` },
            { label: 'Clear', path: `/api/unsent-reports/${row.id}`, method: 'DELETE' as const, successMessage: 'Report has been cleared' },
          ],
        })),
    },
    {
      id: 'pending-reports',
      title: 'Pending Reports',
      permission: P.dashboardOffice,
      order: 46,
      empty: 'No reports are due today.',
      load: () => pendingReportRows(ctx, request.today),
    },
  ];
}

/** Reports of the sets with breaks due today, not yet sent: Finalized or Interim, and View. */
async function pendingReportRows(ctx: PluginContext<StatsDatabase>, today: string): Promise<ListCardRow[]> {
  const sets = await setsDueOn(ctx.db, today, CARD_ROWS);
  const reports = await factsOf(
    ctx,
    sets.map((set) => set.sampleId),
  );
  return sets.flatMap((set) => {
    const report = reports.get(set.sampleId);
    if (!report || report.sent) return [];
    return [
      {
        label: `Sample set ${report.sampleNum}`,
        detail: `Pickup #${report.pickupNumber}`,
        badges: [dashboardState({ ...report, amended: false, hasUntested: set.hasUntested })],
        actions: [{ label: 'View', href: `/admin/reports/${report.reportId}` }],
      },
    ];
  });
}

/** A customer's own cards: open invoices with the balance, recent reports, failed results. */
function customerLists(ctx: PluginContext<StatsDatabase>, customerId: number | null): ListCard[] {
  const own =
    <T>(load: (id: number) => Promise<T[]>) =>
    () =>
      customerId === null ? Promise.resolve([]) : load(customerId);
  return [
    {
      id: 'open-invoices',
      title: 'Open Invoices',
      permission: P.dashboardOwn,
      order: 10,
      empty: 'No open invoices.',
      load: own(async (id) => {
        const { invoices, balance } = await invoicingRevenue.openInvoices(ctx.db, id, CARD_ROWS);
        const rows: ListCardRow[] = invoices.map((invoice) => ({
          label: `Invoice #${invoice.invoiceNum}`,
          detail: `Due ${toDisplayDate(invoice.dueDate)}, ${formatMoney(invoice.balance)}`,
          href: `/customers/invoices/${invoice.id}`,
        }));
        return rows.length === 0 ? [] : [{ label: `Balance ${formatMoney(balance)}`, summary: true }, ...rows];
      }),
    },
    {
      id: 'recent-reports',
      title: 'Recent Reports',
      permission: P.dashboardOwn,
      order: 20,
      empty: 'No reports yet.',
      load: own(async (id) =>
        (await reportsSummary.recentOf(ctx.db, id, 10)).map((report) => ({
          label: `Sample set ${report.sampleNum}`,
          detail: [`Pickup #${report.pickupNumber}`, report.projectAddress].filter(Boolean).join(', '),
          href: `/customers/reports/${report.id}`,
          badges: [report.sentAt ? 'Sent' : report.finalized ? 'Finalized' : 'Interim'],
        })),
      ),
    },
    {
      id: 'failed-results',
      title: 'Failed Results',
      permission: P.dashboardOwn,
      order: 40,
      empty: 'No failed results.',
      load: own(async (id) => {
        const failed = await failedResultsOf(ctx.db, id, CARD_ROWS);
        const reports = await factsOf(ctx, [...new Set(failed.map((row) => row.sampleId))]);
        return failed.map((row) => {
          const reportId = reports.get(row.sampleId)?.reportId;
          return {
            label: `Specimen #${row.specimenNum}`,
            detail: `Sample set ${row.sampleNum}, pickup #${row.pickupNumber}, tested ${toDisplayDate(row.testDate)}`,
            ...(reportId !== undefined && { href: `/customers/reports/${reportId}` }),
            badges: ['Failed'],
          };
        });
      }),
    },
  ];
}

/**
 * Paused Tests: the sets paused after a failed test, then the results that cannot be judged
 * (the break list's Needs attention), each with why and who can fix it. The office opens the
 * pickup (where it allows testing again or sets the min psi); a technician, who cannot open a
 * pickup, the break form. The card is kept a few seconds and dropped on any write of the
 * process (stats-cache.ts), so a save or a min psi set shows on the next look.
 */
async function pausedTestRows(ctx: PluginContext<StatsDatabase>, request: DashboardRequest): Promise<ListCardRow[]> {
  const office = ctx.http.permissions.allows(request.actor.role, P.dashboardOffice);
  const [paused, unjudged] = await Promise.all([pausedBreaks(ctx.db), unjudgedResults(ctx.db, request.today, CARD_ROWS)]);
  const pausedRows = paused.map((set) => {
    const failed = set.failedResults[0];
    const href = office || !failed ? `/admin/pickups/${set.pickupId}` : `/admin/break-report/${failed.specimenId}`;
    return {
      label: `Sample set ${set.sampleNum}`,
      detail: `${set.companyName}, pickup #${set.pickupNumber}`,
      href,
      badges: [`${set.failedResults.length} failed`],
    };
  });
  const unjudgedRows = unjudged.map((result) => ({
    label: `Specimen #${result.specimenNum}`,
    detail: `${result.companyName}, pickup #${result.pickupNumber}: ${result.reason} ${result.fix}`,
    href: office && result.onPickup ? `/admin/pickups/${result.pickupId}` : `/admin/break-report/${result.specimenId}`,
    badges: ['Needs attention'],
  }));
  return [...pausedRows, ...unjudgedRows].slice(0, CARD_ROWS);
}

/** Both report cards split their reports the same way, so "Complete" means one thing on the dashboard. */
const REPORT_STATES = [
  { field: 'open', label: 'Open' },
  { field: 'complete', label: 'Complete' },
  { field: 'sent', label: 'Sent' },
];

/** Stats' cards: revenue and reports for the office, paused tests for the testing staff, a customer's own. */
export function statsDashboard(ctx: PluginContext<StatsDatabase>, request: DashboardRequest): DashboardContribution {
  const month = periodOf('month', request.today, request.today);
  return {
    stats: [
      {
        key: 'revenueInvoicedThisMonth',
        title: 'Revenue Invoiced (This Month)',
        permission: P.dashboardOffice,
        order: 20,
        money: true,
        load: () => invoicingRevenue.invoicedBetween(ctx.db, month.start, month.end),
      },
      {
        key: 'projectedRevenue',
        title: 'Projected Revenue (Not Yet Invoiced)',
        permission: P.dashboardOffice,
        order: 30,
        money: true,
        load: () => projectedRevenue(ctx),
      },
      {
        key: 'reportsThisMonth',
        title: 'Reports (This Month)',
        permission: P.dashboardOffice,
        order: 40,
        headline: 'created',
        parts: [{ field: 'created', label: 'Created' }, ...REPORT_STATES],
        load: () => reportsSummary.madeBetween(ctx.db, { ...month, timeZone: ctx.config.labTimeZone }),
      },
      {
        key: 'reports',
        title: 'Reports (All Time)',
        permission: P.dashboardOffice,
        order: 70,
        headline: 'total',
        parts: REPORT_STATES,
        load: () => reportsSummary.byState(ctx.db),
      },
    ],
    lists: [
      {
        id: 'paused-tests',
        title: 'Paused Tests',
        permission: P.dashboardTesting,
        order: 5,
        empty: 'No failed or unjudged tests need attention.',
        load: () => pausedTestRows(ctx, request),
      },
      ...officeLists(ctx, request),
      ...customerLists(ctx, request.actor.customerId),
    ],
  };
}
