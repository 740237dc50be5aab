import { PG_FOREIGN_KEY_VIOLATION, sqlState } from '../../core/db/db-errors.ts';
import type { Kysely } from 'kysely';
import type { Actor } from '../../core/auth/actor.ts';
import { ConflictError, InputError, NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { CustomersDatabase } from './customers.table.ts';
import {
  deleteCustomer,
  findNetTerms,
  insertCustomer,
  loadCustomer,
  replaceRates,
  replaceTemplates,
  updateCustomer,
} from './customers.repository.ts';
import { missingSampleTypes, templateChoices } from './sample-types.ts';
import { ownBillingEmailMessage, type CustomerInput, type OwnCustomerInput } from './schema.ts';
import { customerColumns, isOwnUpload, meaningfulRates, ownCustomerColumns, type CompanyScope, type Customer } from './rules.ts';

type Db = Kysely<CustomersDatabase>;
type WriteContext = Pick<PluginContext<CustomersDatabase>, 'db' | 'audit'>;

const ENTITY = 'customer';
const STAFF: CompanyScope = { all: true };
const NOT_FOUND = 'Customer not found';

/** Checks what the schema cannot: the net terms and sample types exist, the image is the customer's. */
async function checkReferences(db: Db, input: Partial<CustomerInput>, customerId: number | null): Promise<void> {
  const fields: Record<string, string> = {};
  if (input.netTermsId !== undefined && !(await findNetTerms(db, input.netTermsId))) fields.netTermsId = 'Choose net terms';
  for (const [list, rows] of [
    ['sampleRates', input.sampleRates ?? []],
    ['templates', input.templates ?? []],
  ] as const) {
    const missing = new Set(
      await missingSampleTypes(
        db,
        rows.map((row) => row.sampleTypeId),
      ),
    );
    rows.forEach((row, index) => {
      if (missing.has(row.sampleTypeId)) fields[`${list}.${index}.sampleTypeId`] = 'Unknown sample type';
    });
  }
  if (input.templates && input.templates.length > 0) {
    const known = new Set((await templateChoices()).map((choice) => choice.id));
    input.templates.forEach((row, index) => {
      if (!known.has(row.template)) fields[`templates.${index}.template`] ??= 'Unknown template';
    });
  }
  const image = input.reportHeaderImage;
  if (image && (customerId === null || !isOwnUpload(customerId, image))) {
    fields.reportHeaderImage = customerId === null ? 'Save the customer before adding a header image' : 'Invalid image';
  }
  const first = Object.values(fields)[0];
  if (first) throw new InputError(Object.keys(fields).length === 1 ? first : 'Please correct the highlighted fields', fields);
}

async function writeLists(db: Db, id: number, input: CustomerInput): Promise<void> {
  if (input.sampleRates) await replaceRates(db, id, meaningfulRates(input.sampleRates));
  if (input.templates) await replaceTemplates(db, id, input.templates);
}

async function reload(db: Db, id: number): Promise<Customer> {
  const customer = await loadCustomer(db, id, STAFF);
  if (!customer) throw new NotFoundError(NOT_FOUND);
  return customer;
}

/** Creates a customer with its rates and templates, and records it in the audit trail. */
export function createCustomer(ctx: WriteContext, input: CustomerInput, actor: Actor): Promise<Customer> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkReferences(trx, input, null);
    const row = await insertCustomer(trx, customerColumns(input));
    await writeLists(trx, row.id, input);
    const customer = await reload(trx, row.id);
    await ctx.audit.record(trx, { entity: ENTITY, recordId: row.id, action: 'create', after: customer, actor });
    return customer;
  });
}

/** Saves the admin form: every field; rates and templates are replaced when the body has them. */
export function saveCustomer(ctx: WriteContext, id: number, input: CustomerInput, actor: Actor): Promise<Customer> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await loadCustomer(trx, id, STAFF);
    if (!before) throw new NotFoundError(NOT_FOUND);
    await checkReferences(trx, input, id);
    await updateCustomer(trx, id, customerColumns(input), input.version);
    await writeLists(trx, id, input);
    const after = await reload(trx, id);
    await ctx.audit.record(trx, { entity: ENTITY, recordId: id, action: 'update', before, after, actor });
    return after;
  });
}

/** Saves the self-service form: only the customer's own fields, only its own company. */
export function saveOwnCustomer(
  ctx: WriteContext,
  id: number,
  input: OwnCustomerInput,
  scope: CompanyScope,
  actor: Actor,
): Promise<Customer> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await loadCustomer(trx, id, scope);
    if (!before) throw new NotFoundError(NOT_FOUND);
    const emailMessage = ownBillingEmailMessage(input.contactEmail, before.contactEmail);
    if (emailMessage) throw new InputError(emailMessage, { contactEmail: emailMessage });
    await checkReferences(trx, { reportHeaderImage: input.reportHeaderImage }, id);
    await updateCustomer(trx, id, ownCustomerColumns(input), input.version);
    const after = await reload(trx, id);
    await ctx.audit.record(trx, { entity: ENTITY, recordId: id, action: 'update', before, after, actor });
    return after;
  });
}

/** PostgreSQL's foreign key violation: another plugin's rows (pickups, invoices) still use the company. */
function isStillReferenced(error: unknown): boolean {
  return sqlState(error) === PG_FOREIGN_KEY_VIOLATION;
}

/** Deletes a customer that nothing else refers to; its users are unlinked and deactivated. */
export async function removeCustomer(ctx: WriteContext, id: number, actor: Actor): Promise<void> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await loadCustomer(trx, id, STAFF);
      if (!before) throw new NotFoundError(NOT_FOUND);
      await deleteCustomer(trx, id);
      await ctx.audit.record(trx, { entity: ENTITY, recordId: id, action: 'delete', before, actor });
    });
  } catch (error) {
    if (isStillReferenced(error)) {
      throw new ConflictError('This customer has pickups or invoices and cannot be deleted. Set its status to Inactive instead.');
    }
    throw error;
  }
}
