import type { Kysely } from 'kysely';
import type { AuditActor } from '../../core/audit/audit.ts';
import type { JobService, PluginContext } from '../../core/plugin/define-plugin.ts';
import { customersService } from '../customers/index.ts';
import { invoicingService, type Invoice } from '../invoicing/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import { QuickbooksError } from './errors.ts';
import { NOT_CONNECTED, type QboClient, type QboEntity } from './qbo-client.ts';
import type { QuickbooksDatabase } from './quickbooks.table.ts';
import {
  CHARGE_ITEM_NAMES,
  invoiceBody,
  itemKeysOf,
  itemKeyText,
  linesWithout,
  linkedPaymentIds,
  voidedInQuickbooks,
  type ItemKey,
} from './rules.ts';
import { chargeItemIds, findInvoiceSync, saveChargeItem, unsyncedInvoiceIds, writeInvoiceSync } from './sync.repository.ts';

export const SYNC_INVOICE_JOB = 'quickbooks.sync-invoice';
/**
 * With the queue's backoff capped at an hour, about four days of QuickBooks being down before a
 * sync job gives up; the sync row stays queued even then, and the next connect queues it again.
 */
export const SYNC_ATTEMPTS = 100;

export type SyncAction = 'created' | 'updated' | 'deleted' | 'voided';

export interface SyncJobData {
  invoiceId: number;
  action: SyncAction;
  /** For a delete: the invoice is gone when the job runs; its number finds it in QuickBooks. */
  invoiceNum?: number;
}

export type SyncDeps = Pick<PluginContext<QuickbooksDatabase>, 'db' | 'log' | 'audit'>;

/** Each sync's outcome in the audit trail, beside the invoice's own changes: a dashboard of syncs reads it. */
export const SYNC_AUDIT_ENTITY = 'quickbooks-invoice-sync';

/** Marks the invoice as waiting for its sync and queues the job, in the caller's transaction. */
export async function queueInvoiceSync(trx: Kysely<QuickbooksDatabase>, jobs: JobService, data: SyncJobData): Promise<void> {
  await writeInvoiceSync(trx, data.invoiceId, { status: 'queued' });
  await jobs.enqueue(trx, SYNC_INVOICE_JOB, { ...data }, { maxAttempts: SYNC_ATTEMPTS });
}

/** After a connect: every invoice still waiting is queued again (they waited while nothing was connected). */
export async function requeueUnsynced(db: Kysely<QuickbooksDatabase>, jobs: JobService): Promise<number> {
  const ids = await unsyncedInvoiceIds(db);
  for (const invoiceId of ids) await jobs.enqueue(db, SYNC_INVOICE_JOB, { invoiceId, action: 'updated' }, { maxAttempts: SYNC_ATTEMPTS });
  return ids.length;
}

/**
 * Syncs one invoice. A validation fault is kept on the invoice's sync, logged with the invoice
 * and customer, and not thrown: retrying cannot fix it, a person must. A retryable fault is
 * kept and thrown, so the job tries again later; while nothing is connected the job ends and
 * the invoice waits for the connect.
 */
export async function runInvoiceSync(
  deps: SyncDeps,
  client: QboClient,
  data: SyncJobData,
  actor: AuditActor = { userId: null },
): Promise<'synced' | 'failed' | 'waiting'> {
  const audit = (action: 'synced' | 'failed', after: Record<string, unknown>) =>
    deps.audit.record(deps.db, {
      entity: SYNC_AUDIT_ENTITY,
      recordId: data.invoiceId,
      action,
      after: { sync: data.action, ...after },
      actor,
    });
  const invoice = data.action === 'deleted' ? undefined : await invoicingService.findInvoice(deps.db, data.invoiceId);
  try {
    if (invoice?.voided) await voidInvoice(deps.db, client, invoice);
    else if (invoice) await pushInvoice(deps.db, client, invoice);
    else await deleteInvoice(deps.db, client, data);
    await audit('synced', { quickbooksInvoiceId: (await findInvoiceSync(deps.db, data.invoiceId))?.quickbooksInvoiceId ?? null });
    return 'synced';
  } catch (error) {
    if (!(error instanceof QuickbooksError)) throw error;
    const invoiceNum = invoice?.invoiceNum ?? data.invoiceNum;
    const details = {
      error: error.message,
      context: {
        invoice: { id: data.invoiceId, invoiceNum },
        ...(invoice ? { customer: { id: invoice.customerId, companyName: invoice.Customer?.companyName } } : {}),
      },
    };
    if (error.retryable) {
      await writeInvoiceSync(deps.db, data.invoiceId, { status: 'queued', lastError: error.message });
      if (error.fault === NOT_CONNECTED) return 'waiting';
      deps.log.warning(`QuickBooks sync of invoice ${invoiceNum ?? data.invoiceId} will be tried again`, details);
      throw error;
    }
    await writeInvoiceSync(deps.db, data.invoiceId, { status: 'failed', lastError: error.message });
    await audit('failed', { error: error.message });
    deps.log.error(`QuickBooks sync of invoice ${invoiceNum ?? data.invoiceId} failed`, details);
    return 'failed';
  }
}

async function pushInvoice(db: Kysely<QuickbooksDatabase>, client: QboClient, invoice: Invoice): Promise<void> {
  const customerRef = await ensureCustomer(db, client, invoice);
  const itemRefs = await ensureItems(db, client, itemKeysOf(invoice));
  const body = invoiceBody(invoice, customerRef, itemRefs);
  const existing = await existingInvoice(db, client, invoice.id, invoice.invoiceNum);
  // The current SyncToken is read just before the update: QuickBooks refuses a stale one.
  const saved = existing
    ? await client.update('Invoice', { ...body, Id: existing.Id, SyncToken: (await client.read('Invoice', existing.Id)).SyncToken })
    : await client.create('Invoice', body);
  await writeInvoiceSync(db, invoice.id, {
    status: 'synced',
    lastError: null,
    quickbooksInvoiceId: saved.Id,
    syncToken: saved.SyncToken,
    syncedAt: new Date(),
  });
}

async function deleteInvoice(db: Kysely<QuickbooksDatabase>, client: QboClient, data: SyncJobData): Promise<void> {
  const existing = await existingInvoice(db, client, data.invoiceId, data.invoiceNum);
  if (existing) await client.delete('Invoice', { Id: existing.Id, SyncToken: (await client.read('Invoice', existing.Id)).SyncToken });
  await writeInvoiceSync(db, data.invoiceId, { status: 'deleted', lastError: null, syncToken: null, syncedAt: new Date() });
}

/**
 * A void invoice, voided in QuickBooks too: QuickBooks refuses to void an invoice with a payment
 * applied, so each payment applied to it is unapplied first, which leaves its money as the
 * customer's credit there (the portal's credit note is that same credit: no credit memo is
 * made, which would credit the customer twice). Voided, the QuickBooks invoice keeps its number
 * with its amounts zero. An invoice QuickBooks never got stays out of it. Safe to run again.
 */
async function voidInvoice(db: Kysely<QuickbooksDatabase>, client: QboClient, invoice: Invoice): Promise<void> {
  if ((await findInvoiceSync(db, invoice.id))?.status === 'voided') return;
  const existing = await existingInvoice(db, client, invoice.id, invoice.invoiceNum);
  if (existing) {
    const current = await client.read('Invoice', existing.Id);
    if (!voidedInQuickbooks(current)) {
      for (const paymentId of linkedPaymentIds(current)) {
        const payment = await client.read('Payment', paymentId);
        await client.update('Payment', { Id: payment.Id, SyncToken: payment.SyncToken, Line: linesWithout(payment, existing.Id) });
      }
      await client.void('Invoice', { Id: existing.Id, SyncToken: (await client.read('Invoice', existing.Id)).SyncToken });
    }
  }
  await writeInvoiceSync(db, invoice.id, {
    status: 'voided',
    lastError: null,
    quickbooksInvoiceId: existing?.Id ?? null,
    syncToken: null,
    syncedAt: new Date(),
  });
}

/** The QuickBooks invoice already made for this one: by the id kept, else by DocNumber (a sync cut off after QuickBooks saved it). */
async function existingInvoice(db: Kysely<QuickbooksDatabase>, client: QboClient, invoiceId: number, invoiceNum: number | undefined) {
  const kept = (await findInvoiceSync(db, invoiceId))?.quickbooksInvoiceId;
  if (kept) return { Id: kept };
  if (invoiceNum === undefined) return undefined;
  return (await client.find('Invoice', [{ field: 'DocNumber', value: String(invoiceNum), operator: '=' }]))[0];
}

/** The customer's QuickBooks id: the one kept, else found by display name, else created; kept on the customer. */
async function ensureCustomer(db: Kysely<QuickbooksDatabase>, client: QboClient, invoice: Invoice): Promise<string> {
  const customer = invoice.Customer;
  if (!customer) throw new QuickbooksError('The invoice has no customer', `invoice ${invoice.invoiceNum}`, false);
  if (customer.quickBooksID) return customer.quickBooksID;
  const displayName = customer.companyName.slice(0, 500);
  const found = (await client.find('Customer', [{ field: 'DisplayName', value: displayName, operator: '=' }]))[0];
  const made = found ?? (await client.create('Customer', customerBody(customer, displayName)));
  await customersService.setQuickBooksId(db, customer.id, made.Id);
  return made.Id;
}

function customerBody(customer: NonNullable<Invoice['Customer']>, displayName: string): Record<string, unknown> {
  return {
    DisplayName: displayName,
    CompanyName: customer.companyName.slice(0, 100),
    ...(customer.contactFirstName ? { GivenName: customer.contactFirstName.slice(0, 100) } : {}),
    ...(customer.contactLastName ? { FamilyName: customer.contactLastName.slice(0, 100) } : {}),
    ...(customer.contactEmail ? { PrimaryEmailAddr: { Address: customer.contactEmail } } : {}),
    BillAddr: {
      Line1: customer.billingAddress1 ?? undefined,
      Line2: customer.billingAddress2 ?? undefined,
      City: customer.billingCity ?? undefined,
      CountrySubDivisionCode: customer.billingState ?? undefined,
      PostalCode: customer.billingZip ?? undefined,
    },
  };
}

/** The QuickBooks item of each key: kept on the sample type or in quickbooks_items, else found by name or created. */
async function ensureItems(db: Kysely<QuickbooksDatabase>, client: QboClient, keys: ItemKey[]): Promise<Map<string, string>> {
  const refs = new Map<string, string>();
  const charges = await chargeItemIds(db);
  const typeIds = keys.flatMap((key) => ('sampleTypeId' in key ? [key.sampleTypeId] : []));
  const types = new Map((await sampleTypesService.findSampleTypes(db, typeIds)).map((type) => [type.id, type]));
  let incomeAccount: string | undefined;
  const make = async (name: string, description: string) => {
    const found = (await client.find('Item', [{ field: 'Name', value: name, operator: '=' }]))[0];
    if (found) return found;
    incomeAccount ??= await findIncomeAccount(client);
    return client.create('Item', { Name: name, Description: description, Type: 'Service', IncomeAccountRef: { value: incomeAccount } });
  };
  for (const key of keys) {
    let id: string;
    if ('charge' in key) {
      id = charges.get(key.charge) ?? (await make(CHARGE_ITEM_NAMES[key.charge], CHARGE_ITEM_NAMES[key.charge])).Id;
      if (!charges.has(key.charge)) await saveChargeItem(db, key.charge, id);
    } else {
      const type = types.get(key.sampleTypeId);
      if (!type)
        throw new QuickbooksError('An invoice row names a sample type that no longer exists', `sample type ${key.sampleTypeId}`, false);
      id = type.quickbooksId ?? (await make(type.description.slice(0, 100), type.description)).Id;
      if (!type.quickbooksId) await sampleTypesService.setQuickbooksId(db, type.id, id);
    }
    refs.set(itemKeyText(key), id);
  }
  return refs;
}

async function findIncomeAccount(client: QboClient): Promise<string> {
  const account: QboEntity | undefined = (await client.find('Account', [{ field: 'AccountType', value: 'Income', operator: '=' }]))[0];
  if (!account)
    throw new QuickbooksError(
      'The QuickBooks company has no income account',
      "whoever keeps the lab's books in QuickBooks must add one to its chart of accounts",
      false,
    );
  return account.Id;
}
