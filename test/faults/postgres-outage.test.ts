import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEveryRole } from '../../testing/role-matrix.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { postgresServerBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwaway-postgres.ts';
import materials from '../../plugins/materials/index.ts';

const bin = postgresServerBinaries();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The review's outage, as a test: PostgreSQL stops while four clients keep saving, and starts
 * again. The same portal process serves again without a restart, and every save it acknowledged
 * (a 201 with an id) is in the database. It runs on a cluster of its own, never a shared server.
 */
describe.skipIf(!bin)(`PostgreSQL stopped and started under load${bin ? '' : ' (skipped: initdb and pg_ctl are not installed)'}`, () => {
  let server: ThrowawayPostgres;
  let t: TestPortal;
  let token: string;

  beforeAll(async () => {
    server = await startThrowawayPostgres(bin!);
    t = await createTestPortal({ kind: 'postgres', serverUrl: server.url, plugins: [materials] });
    token = (await signInEveryRole(t)).admin;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await server?.destroy();
  });

  it('serves again after the restart and loses no acknowledged write', async () => {
    const acknowledged: number[] = [];
    const refused: string[] = [];
    const load = { running: true };
    const client = async (name: number) => {
      for (let n = 0; load.running; n += 1) {
        const response = await t.request('/api/materials', {
          token,
          json: { manufacturer: `Outage ${name}`, type: `Save ${n}`, numPlies: 1, thickness: 0.5 },
        });
        const body = (await response.json()) as { material?: { id: number } };
        if (response.status === 201) acknowledged.push(body.material!.id);
        else refused.push(`${response.status} retry after ${response.headers.get('retry-after')}`);
        await pause(10);
      }
    };
    const until = async (done: () => boolean) => {
      for (let waited = 0; !done(); waited += 50) {
        if (waited > 60_000) throw new Error('The portal did not serve again within a minute');
        await pause(50);
      }
    };

    const clients = [1, 2, 3, 4].map(client);
    await until(() => acknowledged.length >= 20);
    await server.stop('fast');
    const duringOutage = refused.length;
    await until(() => refused.length >= duringOutage + 8);
    await server.start();
    const atRestart = acknowledged.length;
    await until(() => acknowledged.length >= atRestart + 20);
    load.running = false;
    await Promise.all(clients);

    expect(refused.length).toBeGreaterThan(0);
    // An outage is the service being unavailable for a moment, never a server error: 503 with when to try again.
    expect(new Set(refused)).toEqual(new Set(['503 retry after 5']));
    const stored = await t.db
      .selectFrom('materials' as never)
      .select('id' as never)
      .where('id' as never, 'in', acknowledged as never)
      .execute();
    expect(stored.length).toBe(acknowledged.length);
    expect((await t.request('/api/materials', { token })).status).toBe(200);
  }, 120_000);
});
