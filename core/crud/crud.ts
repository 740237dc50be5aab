import type { Context } from 'hono';
import { z } from 'zod';
import type { AnyDatabase } from '../db/database.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { parseJson, parseParams } from '../http/validate.ts';
import type { PluginContext } from '../plugin/define-plugin.ts';
import type { PortalRouter } from '../plugin/router.ts';
import type { TableModel } from '../table/model.ts';
import { serveTable } from '../table/serve.ts';
import { idParam } from './fields.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, sqlState } from './db-errors.ts';

type Row = Record<string, unknown>;

/** One reference-data entity served as a list plus create, read, change and delete. */
export interface CrudResource {
  /** The answer's field and the audit trail's entity: `sampleType`. */
  entity: string;
  /** The Kysely table name (camelCase): `sampleTypes`. */
  table: string;
  /** The list route; the record routes are `<path>/:id`. */
  path: string;
  model: TableModel;
  permissions: { read: string; write: string };
  createSchema: z.ZodType<Row>;
  updateSchema: z.ZodType<Row>;
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

/**
 * Serves `GET <path>` (the generic table), `GET/PUT/DELETE <path>/:id` and `POST <path>`,
 * each write in one transaction with its audit record.
 * @example serveCrud(router, ctx, sampleTypeResource)
 */
export function serveCrud(router: PortalRouter, ctx: PluginContext, resource: CrudResource): PortalRouter {
  const { db } = ctx;
  const answer = (c: Context<AppEnv>, row: Row, status: 200 | 201 = 200) => ok(c, { [resource.entity]: resource.present(row) }, status);
  const audit = (trx: AnyDatabase, c: Context<AppEnv>, id: number, action: string, before: Row | null, after: Row | null) =>
    ctx.audit.record(trx, { entity: resource.entity, recordId: id, action, before, after, actor: ctx.audit.actorOf(c) });

  serveTable(router, resource.path, resource.permissions.read, resource.model, { db });

  router.get(`${resource.path}/:id`, resource.permissions.read, async (c) =>
    answer(c, await findOrThrow(db, resource, parseParams(c, idParam).id)),
  );

  router.post(resource.path, resource.permissions.write, async (c) => {
    const input = await parseJson(c, resource.createSchema);
    await resource.check?.(db, input);
    const row = await refusals(resource, () =>
      db.transaction().execute(async (trx) => {
        const created = (await trx.insertInto(resource.table).values(input).returningAll().executeTakeFirstOrThrow()) as Row;
        await audit(trx, c, Number(created.id), 'create', null, resource.present(created));
        return created;
      }),
    );
    return answer(c, row, 201);
  });

  router.put(`${resource.path}/:id`, resource.permissions.write, async (c) => {
    const { id } = parseParams(c, idParam);
    const input = await parseJson(c, resource.updateSchema);
    await resource.check?.(db, input);
    const row = await refusals(resource, () =>
      db.transaction().execute(async (trx) => {
        const before = await findOrThrow(trx, resource, id);
        const after = (await trx
          .updateTable(resource.table)
          .set({ ...input, updatedAt: new Date() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()) as Row;
        await audit(trx, c, id, 'update', resource.present(before), resource.present(after));
        return after;
      }),
    );
    return answer(c, row);
  });

  router.delete(`${resource.path}/:id`, resource.permissions.write, async (c) => {
    const { id } = parseParams(c, idParam);
    await refusals(resource, () =>
      db.transaction().execute(async (trx) => {
        const before = await findOrThrow(trx, resource, id);
        await trx.deleteFrom(resource.table).where('id', '=', id).execute();
        await audit(trx, c, id, 'delete', resource.present(before), null);
      }),
    );
    return ok(c);
  });
  return router;
}
