import { InsertQueryNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { createPickup } from './pickups.service.ts';
import { pickupInputSchema } from './schema.ts';
import { dbOf, demoFacts, pickupJson, pickupsPortal } from './test-support.ts';

/** Counts the INSERT statements a write sends, by table. */
function insertCounter() {
  const inserts = new Map<string, number>();
  const plugin: KyselyPlugin = {
    transformQuery({ node }: PluginTransformQueryArgs) {
      // Tables as code names them: the compiler writes them snake_case later (decision 244).
      if (InsertQueryNode.is(node)) {
        const table = node.into?.table.identifier.name ?? '?';
        inserts.set(table, (inserts.get(table) ?? 0) + 1);
      }
      return node;
    },
    transformResult: async ({ result }: PluginTransformResultArgs) => result,
  };
  return { plugin, inserts };
}

describe.each(dialectsUnderTest())("a sample set's specimens on %s", (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await pickupsPortal(kind);
  });
  afterAll(() => t.close());

  it('are inserted in one statement, with their audit entries in one more, however many', async () => {
    const facts = await demoFacts(t);
    const { plugin, inserts } = insertCounter();
    const ctx = t.portal.contextOf('pickups');
    const admin = await dbOf(t)
      .selectFrom('users')
      .select(['id', 'role', 'customerId'])
      .where('email', '=', 'admin@demo.lab')
      .executeTakeFirstOrThrow();
    const input = pickupInputSchema.parse(
      pickupJson(facts, {
        savePickupAddress: false,
        saveProjectAddress: false,
        samples: [{ sampleTypeId: facts.cylinder.id, qty: 40, castDate: '2026-11-20' }],
      }),
    );

    const pickup = await createPickup(
      { db: dbOf(t).withPlugin(plugin), audit: ctx.audit, config: ctx.config, extensions: ctx.extensions },
      { userId: admin.id, role: admin.role, customerId: admin.customerId, impersonatorId: null },
      input,
    );

    const specimens = pickup.samples[0]!.specimens;
    expect(specimens.map((specimen) => specimen.specimenNum)).toEqual(
      Array.from({ length: 40 }, (_, index) => `${pickup.pickupNumber}.1.${index + 1}`),
    );
    expect(inserts.get('specimens')).toBe(1);
    // The pickup, its set, and the set's 40 specimens: three audit statements.
    expect(inserts.get('auditTrail')).toBe(3);
    const trail = await dbOf(t)
      .selectFrom('auditTrail')
      .select('recordId')
      .where('entity', '=', 'specimen')
      .where(
        'recordId',
        'in',
        specimens.map((specimen) => String(specimen.id)),
      )
      .execute();
    expect(trail).toHaveLength(40);
  });
});
