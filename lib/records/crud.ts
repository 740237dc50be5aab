import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Actor } from '../../core/auth/actor.ts';
import type { AnyDatabase } from '../../core/db/database.ts';
import { updateVersioned } from '../../core/db/versioned.ts';
import { ConflictError, NotFoundError } from '../../core/errors.ts';
import type { SignedInEnv } from '../../core/http/env.ts';
import { idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { okAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { AuditService } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import type { TableModel } from '../../core/table/model.ts';
import { serveTable } from '../../core/table/serve.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, sqlState } from '../../core/db/db-errors.ts';

type Row = Record<string, unknown>;

/** One reference-data entity served as a list plus create, read, change and delete. */
export interface CrudResource {
  /** The answer's field and the audit trail's entity: `sampleType`. */
  entity: string;
  /** The Kysely table name (camelCase): `sampleTypes`. It has `id`, `version` and `updatedAt`. */
  table: string;
  /** What the reference page calls one record and the list: `sample type`, `sample types`. */
  names: { one: string; many: string };
  /** The list route; the record routes are `<path>/:id`. */
  path: string;
  model: TableModel;
  permissions: { read: string; write: string };
  createSchema: z.core.$ZodType<Row>;
  /** Holds `version`, the one the form was opened with: a stale save is a 409. */
  updateSchema: z.core.$ZodType<Row & { version?: number | undefined }>;
  /** The record as the API answers it (decimal strings become numbers, and so on). */
  present(row: Row): Row;
  /** Checks what the schema cannot see, such as a referenced record that must exist. */
  check?(db: AnyDatabase, input: Row): Promise<void>;
  messages: {
    notFound: string;
    /** A unique column (the description) clashes with another record. */
    duplicate: string;
    /** Other records still point at this one. */
    inUse: string;
  };
}

/** Reads one record by id, or throws the resource's 404. */
export async function findOrThrow(db: AnyDatabase, resource: CrudResource, id: number): Promise<Row> {
  const row = (await db.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) throw new NotFoundError(resource.messages.notFound);
  return row;
}

/** Turns the database's refusals into the 409s a person can act on. */
async function refusals<T>(resource: CrudResource, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const state = sqlState(error);
    if (state === PG_UNIQUE_VIOLATION) throw new ConflictError(resource.messages.duplicate);
    if (state === PG_FOREIGN_KEY_VIOLATION) throw new ConflictError(resource.messages.inUse);
    throw error;
  }
}

/** Where a resource's writes go: the database and the audit trail. */
export interface CrudDeps {
  db: AnyDatabase;
  audit: AuditService;
}

const auditOf =
  (deps: CrudDeps, resource: CrudResource, actor: Actor) =>
  (trx: AnyDatabase, id: number, action: string, before: Row | null, after: Row | null) =>
    deps.audit.record(trx, { entity: resource.entity, recordId: id, action, before, after, actor });

/** Creates a record and its audit entry in one transaction. */
export async function createRecord(deps: CrudDeps, resource: CrudResource, actor: Actor, input: Row): Promise<Row> {
  await resource.check?.(deps.db, input);
  return refusals(resource, () =>
    deps.db.transaction().execute(async (trx) => {
      const created = (await trx.insertInto(resource.table).values(input).returningAll().executeTakeFirstOrThrow()) as Row;
      await auditOf(deps, resource, actor)(trx, Number(created.id), 'create', null, resource.present(created));
      return created;
    }),
  );
}

/** Saves a record from a form opened at `input.version`; a newer save since is a 409. */
export async function updateRecord(
  deps: CrudDeps,
  resource: CrudResource,
  actor: Actor,
  id: number,
  input: Row & { version?: number | undefined },
): Promise<Row> {
  const { version, ...values } = input;
  await resource.check?.(deps.db, values);
  return refusals(resource, () =>
    deps.db.transaction().execute(async (trx) => {
      const before = await findOrThrow(trx, resource, id);
      const after = await updateVersioned(
        version,
        (guard) =>
          trx
            .updateTable(resource.table)
            .set({ ...values, version: guard.next, updatedAt: new Date() })
            .where('id', '=', id)
            .where(guard.unchanged)
            .returningAll()
            .executeTakeFirst() as Promise<Row | undefined>,
      );
      await auditOf(deps, resource, actor)(trx, id, 'update', resource.present(before), resource.present(after));
      return after;
    }),
  );
}

/** Deletes a record; one that other records still name is a 409. */
export async function deleteRecord(deps: CrudDeps, resource: CrudResource, actor: Actor, id: number): Promise<void> {
  await refusals(resource, () =>
    deps.db.transaction().execute(async (trx) => {
      const before = await findOrThrow(trx, resource, id);
      await trx.deleteFrom(resource.table).where('id', '=', id).execute();
      await auditOf(deps, resource, actor)(trx, id, 'delete', resource.present(before), null);
    }),
  );
}

/** What a record route answers: the record under the resource's name, with its id and the version a save sends back. */
function recordResponseSchema(resource: CrudResource) {
  return z.object({
    status: z.literal('ok'),
    [resource.entity]: z.object({ id: z.number().int(), version: z.number().int() }).loose(),
  });
}

/**
 * Serves `GET <path>` (the generic table), `GET/PUT/DELETE <path>/:id` and `POST <path>`,
 * each write in one transaction with its audit record.
 * @example serveCrud(router, ctx, sampleTypeResource)
 */
export function serveCrud<DB>(router: PortalRouter, deps: { db: Kysely<DB>; audit: AuditService }, resource: CrudResource): PortalRouter {
  const crud: CrudDeps = { db: deps.db, audit: deps.audit };
  const { one, many } = resource.names;
  const { read, write } = resource.permissions;
  const answer = (c: Context<SignedInEnv>, row: Row, status: 200 | 201 = 200) =>
    ok(c, { [resource.entity]: resource.present(row) }, status);

  serveTable(router, resource.path, { permission: read, summary: `The ${many} list` }, resource.model, { db: deps.db });
  const response = recordResponseSchema(resource);

  router.get(`${resource.path}/:id`, { permission: read, summary: `One ${one}`, params: idParams, response }, async (c) =>
    answer(c, await findOrThrow(crud.db, resource, c.req.valid('param').id)),
  );

  router.post(
    resource.path,
    { permission: write, summary: `Creates a ${one}`, body: resource.createSchema, status: 201, response },
    async (c) => answer(c, await createRecord(crud, resource, actorOf(c), c.req.valid('json')), 201),
  );

  router.put(
    `${resource.path}/:id`,
    {
      permission: write,
      summary: `Saves a ${one} (a stale \`version\` is a 409)`,
      params: idParams,
      body: resource.updateSchema,
      response,
    },
    async (c) => answer(c, await updateRecord(crud, resource, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );

  router.delete(
    `${resource.path}/:id`,
    { permission: write, summary: `Deletes a ${one}`, params: idParams, response: okAnswer },
    async (c) => {
      await deleteRecord(crud, resource, actorOf(c), c.req.valid('param').id);
      return ok(c);
    },
  );
  return router;
}
