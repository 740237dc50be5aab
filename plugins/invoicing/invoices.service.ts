import type { Actor } from '../../core/auth/actor.ts';
import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { labToday } from '../../shared/dates.ts';
import { BusinessRuleError, InputError, NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { shareTransaction } from '../../core/plugin/extension-points.ts';
import { customersService, type Customer } from '../customers/index.ts';
import { pickupsForInvoicing } from '../pickups/index.ts';
import { invoiceWritten, type InvoiceWrite } from './extension-points.ts';
import {
  deleteItems,
  findInvoice,
  insertInvoice,
  insertItems,
  invoiceOfPickup,
  itemsOf,
  updateInvoice as updateInvoiceRow,
  updateItem,
  type Db,
} from './invoices.repository.ts';
import type { InvoiceItemRow, InvoicingDatabase, NewInvoiceItemRow } from './invoices.table.ts';
import { mailInvoice } from './mail.service.tsx';
import { INVOICE_MESSAGES as M } from './messages.ts';
import { draftPickupItems, rowKey } from './pickup-items.ts';
import type { Invoice } from './present.ts';
import { invoiceDetail } from './read-model.ts';
import { dueDate } from './rules/dates.ts';
import { datesOnCreate, datesOnUpdate, datesProblem, type InvoiceDates } from './rules/due-date.ts';
import { centsToDecimal, lineAmount, toCents } from './rules/money.ts';
import type { DraftItem } from './rules/rates.ts';
import { invoiceTotals } from './rules/totals.ts';
import type { InvoiceCreate, InvoiceItemInput, InvoiceUpdateInput } from './schema.ts';

export type InvoicingDeps = Pick<PluginContext<InvoicingDatabase>, 'db' | 'audit' | 'config' | 'extensions' | 'mail'>;

export const AUDIT_ENTITY = 'invoice';

export function transaction<T>(deps: InvoicingDeps, work: (trx: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction().execute(work);
}

/** Hands the write to the plugins built on invoicing (QuickBooks queues its sync), inside the transaction. */
export function announce(deps: InvoicingDeps, trx: Db, invoiceId: number, action: InvoiceWrite['action'], actor: Actor | null) {
  return deps.extensions.collect(invoiceWritten, { trx: shareTransaction(trx), invoiceId, action, actor });
}

const auditActor = (actor: Actor | null) => ({ userId: actor?.userId ?? null, impersonatorId: actor?.impersonatorId ?? null });

/** A void invoice is kept as it was voided: nothing on it changes any more. */
function assertNotVoid(invoice: { voidedAt: Date | null }): void {
  if (invoice.voidedAt) throw new BusinessRuleError(M.isVoid);
}

/** The dates, or a 400 on the due date when it would fall before the invoice date. */
function checkedDates(dates: InvoiceDates): InvoiceDates {
  const problem = datesProblem(dates);
  if (problem) throw new InputError(problem, { dueDate: problem });
  return dates;
}

function draftRow(invoiceId: number, pickupId: number | null, item: DraftItem, sortOrder: number): NewInvoiceItemRow {
  return {
    invoiceId,
    pickupId,
    kind: item.kind,
    sampleId: item.sampleId,
    specimenId: item.specimenId,
    sampleTypeId: item.sampleTypeId,
    description: item.description,
    qty: item.qty,
    rate: centsToDecimal(item.rate),
    amount: centsToDecimal(item.amount),
    discountAmt: centsToDecimal(item.discountAmt),
    sortOrder,
  };
}

/** Recomputes total, late fee and balance from the rows and payments, raising the version. */
async function refreshTotals(trx: Db, invoiceId: number, version?: number, changes: Parameters<typeof updateInvoiceRow>[2] = {}) {
  const invoice = await findInvoice(trx, invoiceId);
  if (!invoice) throw new NotFoundError(M.notFound);
  const items = await itemsOf(trx, invoiceId);
  const payments = toCents(changes.paymentsReceived ?? invoice.paymentsReceived);
  const totals = invoiceTotals(
    items.map((item) => ({ kind: item.kind, qty: Number(item.qty), rate: toCents(item.rate), discountAmt: toCents(item.discountAmt) })),
    payments,
  );
  return updateInvoiceRow(
    trx,
    invoiceId,
    {
      ...changes,
      totalAmt: centsToDecimal(totals.totalAmt),
      lateFee: centsToDecimal(totals.lateFee),
      balance: centsToDecimal(totals.balance),
    },
    version,
  );
}

async function customerOf(trx: Db, customerId: number): Promise<Customer> {
  const customer = await customersService.findCustomer(trx, customerId);
  if (!customer) throw new InputError(M.customer, { customerId: M.customer });
  return customer;
}

/**
 * `GET /api/pickups/invoice/{id}`: the invoice of a received pickup, generated once. The rows
 * follow the rate order, bogo, trip and fuel charges; the pickup becomes invoiced and the
 * customer is mailed the invoice with its PDF. Asking again answers the existing invoice
 * (`created` false). The pickup is locked first, so two requests at once make one invoice.
 */
export async function generatePickupInvoice(
  deps: InvoicingDeps,
  actor: Actor | null,
  pickupId: number,
): Promise<{ invoice: Invoice; created: boolean; mailed: boolean }> {
  return transaction(deps, async (trx) => {
    const pickup = await pickupsForInvoicing.lockPickup(trx, pickupId);
    if (!pickup) throw new NotFoundError(M.pickupNotFound);
    const existing = await invoiceOfPickup(trx, pickupId);
    if (existing) return { invoice: await invoiceDetail(trx, existing), created: false, mailed: false };
    if (pickup.statusCode !== 'received') throw new BusinessRuleError(M.notReceived);
    const customer = await customerOf(trx, pickup.customerId);
    const drafts = (await draftPickupItems(trx, pickupId, customer, deps.config.fuelCharge)) ?? [];
    const invoiceDate = labToday(deps.config.labTimeZone);
    const row = await insertInvoice(trx, {
      customerId: customer.id,
      pickupId,
      invoiceDate,
      dueDate: dueDate(invoiceDate, customer.netTerms?.days ?? 0),
    });
    await insertItems(
      trx,
      drafts.map((item, index) => draftRow(row.id, pickupId, item, index)),
    );
    const saved = await refreshTotals(trx, row.id);
    await pickupsForInvoicing.setInvoiced(trx, pickupId, true);
    const invoice = await invoiceDetail(trx, saved);
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: row.id,
      action: 'create',
      before: null,
      after: invoice,
      actor: auditActor(actor),
    });
    await announce(deps, trx, row.id, 'created', actor);
    const mailed = await mailInvoice(deps, trx, invoice, 'created');
    return { invoice, created: true, mailed };
  });
}

/**
 * A pickup saved with changes that affect its invoice: the rows of the pickup that were not
 * overridden by hand are billed again from the pickup as it is now; overridden rows stay. The
 * customer is mailed the updated invoice (when it takes invoices by mail). Runs inside the pickup's save.
 */
export async function followPickupChange(deps: InvoicingDeps, trx: Db, actor: Actor, pickupId: number): Promise<void> {
  const row = await invoiceOfPickup(trx, pickupId);
  if (!row) return;
  const customer = await customerOf(trx, row.customerId);
  const drafts = await draftPickupItems(trx, pickupId, customer, deps.config.fuelCharge);
  if (!drafts) return;
  const before = await invoiceDetail(trx, row);
  const items = (await itemsOf(trx, row.id)).filter(
    (item) => item.pickupId === pickupId && item.kind !== 'lateFee' && item.kind !== 'manual',
  );
  const kept = new Set(items.filter((item) => item.override).map(rowKey));
  await deleteItems(
    trx,
    items.filter((item) => !item.override).map((item) => item.id),
  );
  const start = Math.max(0, ...items.map((item) => item.sortOrder + 1));
  await insertItems(
    trx,
    drafts.filter((item) => !kept.has(rowKey(item))).map((item, index) => draftRow(row.id, pickupId, item, start + index)),
  );
  const after = await invoiceDetail(trx, await refreshTotals(trx, row.id));
  await deps.audit.record(trx, { entity: AUDIT_ENTITY, recordId: row.id, action: 'update', before, after, actor: auditActor(actor) });
  await announce(deps, trx, row.id, 'updated', actor);
  await mailInvoice(deps, trx, after, 'updated');
}

function manualRow(invoiceId: number, item: InvoiceItemInput, sortOrder: number): NewInvoiceItemRow {
  return {
    invoiceId,
    kind: 'manual',
    pickupId: null,
    sampleId: null,
    specimenId: null,
    sampleTypeId: null,
    description: item.description,
    qty: item.qty,
    rate: item.rate,
    amount: centsToDecimal(lineAmount(item.qty, toCents(item.rate))),
    discountAmt: item.discountAmt ?? 0,
    override: true,
    notes: item.notes ?? null,
    sortOrder,
  };
}

/**
 * `POST /api/invoices`: a manual invoice for a customer, due when the form says, or, with the
 * due date left empty, when the customer's net terms say.
 */
export async function createInvoice(deps: InvoicingDeps, actor: Actor, input: InvoiceCreate): Promise<Invoice> {
  return transaction(deps, async (trx) => {
    const customer = await customerOf(trx, input.customerId);
    const dates = checkedDates(
      datesOnCreate(input.invoiceDate ?? labToday(deps.config.labTimeZone), input.dueDate, customer.netTerms?.days ?? 0),
    );
    const row = await insertInvoice(trx, { customerId: customer.id, ...dates, notes: input.notes ?? null });
    await insertItems(
      trx,
      (input.invoiceItems ?? []).map((item, index) => manualRow(row.id, item, index)),
    );
    const invoice = await invoiceDetail(trx, await refreshTotals(trx, row.id));
    await deps.audit.record(trx, { entity: AUDIT_ENTITY, recordId: row.id, action: 'create', before: null, after: invoice, actor });
    await announce(deps, trx, row.id, 'created', actor);
    return invoice;
  });
}

const edited = (row: InvoiceItemRow, item: InvoiceItemInput) =>
  row.description !== item.description ||
  toCents(row.qty) !== toCents(item.qty) ||
  toCents(row.rate) !== toCents(item.rate) ||
  toCents(row.discountAmt) !== toCents(item.discountAmt ?? Number(row.discountAmt)) ||
  (row.notes ?? null) !== (item.notes ?? row.notes ?? null);

/**
 * `PUT /api/invoices/{id}`: dates, payments and notes; with `invoiceItems`, the rows as the
 * edit form left them: an edited row is marked `override` with amount = qty × rate, a new one
 * is a manual row, a missing one is removed. Totals and balance are recomputed and the
 * customer is mailed the updated invoice (when it takes invoices by mail). A due date emptied
 * comes from the net terms again, and one that came from them moves with the invoice date.
 * A void invoice is refused.
 */
export async function updateInvoice(deps: InvoicingDeps, actor: Actor, id: number, input: InvoiceUpdateInput): Promise<Invoice> {
  return transaction(deps, async (trx) => {
    const current = await findInvoice(trx, id, { all: true }, true);
    if (!current) throw new NotFoundError(M.notFound);
    assertNotVoid(current);
    const before = await invoiceDetail(trx, current);
    const customer = await customerOf(trx, current.customerId);
    const dates = checkedDates(
      datesOnUpdate(current, { invoiceDate: input.invoiceDate, dueDate: input.dueDate }, customer.netTerms?.days ?? 0),
    );
    if (input.invoiceItems) await saveRows(trx, id, input.invoiceItems);
    const saved = await refreshTotals(trx, id, input.version, {
      ...dates,
      ...(input.paymentsReceived === undefined ? {} : { paymentsReceived: input.paymentsReceived }),
      ...(input.notes === undefined ? {} : { notes: input.notes }),
    });
    const after = await invoiceDetail(trx, saved);
    await deps.audit.record(trx, { entity: AUDIT_ENTITY, recordId: id, action: 'update', before, after, actor });
    await announce(deps, trx, id, 'updated', actor);
    await mailInvoice(deps, trx, after, 'updated');
    return after;
  });
}

async function saveRows(trx: Db, invoiceId: number, items: readonly InvoiceItemInput[]): Promise<void> {
  const rows = await itemsOf(trx, invoiceId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unknown = items.find((item) => item.id !== undefined && !byId.has(item.id));
  if (unknown)
    throw new InputError('An invoice row does not belong to this invoice', {
      invoiceItems: 'An invoice row does not belong to this invoice',
    });
  const keep = new Set(items.map((item) => item.id));
  await deleteItems(
    trx,
    rows.filter((row) => !keep.has(row.id)).map((row) => row.id),
  );
  let sortOrder = Math.max(0, ...rows.map((row) => row.sortOrder + 1));
  for (const item of items) {
    const row = item.id === undefined ? undefined : byId.get(item.id);
    if (!row) {
      await insertItems(trx, [manualRow(invoiceId, item, sortOrder++)]);
      continue;
    }
    if (!edited(row, item)) continue;
    await updateItem(trx, row.id, {
      description: item.description,
      qty: item.qty,
      rate: item.rate,
      amount: centsToDecimal(lineAmount(item.qty, toCents(item.rate))),
      discountAmt: item.discountAmt ?? row.discountAmt,
      notes: item.notes === undefined ? row.notes : item.notes,
      override: true,
    });
  }
}

/** `GET /api/invoices/send/{id}` and `/sendReminder/{id}`: mails the invoice (or a reminder of it) again. */
export async function sendInvoice(
  deps: InvoicingDeps,
  id: number,
  kind: 'sent' | 'reminder',
  scope: CompanyScope = { all: true },
): Promise<Invoice> {
  return transaction(deps, async (trx) => {
    const row = await findInvoice(trx, id, scope);
    if (!row) throw new NotFoundError(M.notFound);
    if (kind === 'reminder' && toCents(row.balance) <= 0) throw new BusinessRuleError(M.noBalance);
    const invoice = await invoiceDetail(trx, row);
    // A void invoice sent again says it is void, with its credit notes.
    await mailInvoice(deps, trx, invoice, invoice.voided ? 'voided' : kind, true);
    return invoice;
  });
}
