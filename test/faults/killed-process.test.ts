import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../testing/portal.ts';
import { startPortalProcess, type PortalProcess } from '../support/portal-process.ts';
import { postgresServerBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwaway-postgres.ts';

import type { Json } from '../../plugins/pickups/test-support.ts';
const SETS = 10;
const PER_SET = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bin = postgresServerBinaries();

/** A database the portal process can be started on twice: a data folder, or a throwaway PostgreSQL cluster. */
interface Storage {
  env: Record<string, string>;
  /** Resolves once a write transaction is open, when the database can tell; else after the given time. */
  writing(fallbackMs: number): Promise<boolean>;
  destroy(): Promise<void>;
}

async function embeddedStorage(): Promise<Storage> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-kill-'));
  return {
    env: { DATA_DIR: folder },
    writing: async (fallbackMs) => {
      await pause(fallbackMs);
      return false;
    },
    destroy: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

async function postgresStorage(): Promise<Storage> {
  const server: ThrowawayPostgres = await startThrowawayPostgres(bin!);
  return {
    env: { DATABASE_URL: server.url },
    async writing() {
      const watcher = new Client({ connectionString: server.url });
      await watcher.connect();
      try {
        for (let waited = 0; waited < 30_000; waited += 2) {
          const { rows } = await watcher.query(
            `select count(*)::int as open from pg_stat_activity
             where pid <> pg_backend_pid() and backend_type = 'client backend' and xact_start is not null and query ilike '%update%'`,
          );
          if (rows[0].open > 0) return true;
          await pause(2);
        }
        throw new Error('No write transaction opened within 30 s');
      } finally {
        await watcher.end();
      }
    },
    destroy: () => server.destroy(),
  };
}

const kinds: Array<[string, () => Promise<Storage>]> = [['the embedded database', embeddedStorage]];
if (bin) kinds.push(['PostgreSQL', postgresStorage]);

/**
 * The process killed (SIGKILL) while it receives pickups and creates large ones: after a restart
 * on the same data, each pickup is whole, received completely (its sub-pickup with the specimens
 * that did not arrive) or not at all, created with all its specimens or not at all, and every
 * acknowledged write is there. PostgreSQL runs on a cluster of the test's own; without the
 * server programs only the embedded database is tested.
 */
describe.each(kinds)('the portal process killed mid-write, on %s', (_name, open) => {
  let storage: Storage;
  let portal: PortalProcess | undefined;
  afterAll(async () => {
    await portal?.stop();
    await storage?.destroy();
  });

  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });

  it('keeps every pickup whole after a kill -9 during a receive and during a long create', async () => {
    storage = await open();
    portal = await startPortalProcess(storage.env);
    const signIn = async (p: PortalProcess) =>
      (await json(await p.request('/auth/local', { json: { username: 'admin@demo.lab', password: TEST_PASSWORD } }))).body.token as string;
    let token = await signIn(portal);
    const customerId = (await json(await portal.request('/api/customers', { token }))).body.rows[0].id as number;
    const driverId = (await json(await portal.request('/api/drivers', { token }))).body.drivers[0].id as number;
    const types = (await json(await portal.request('/api/sample-types?limit=100', { token }))).body.rows as Json[];
    const sampleTypeId = types.find((type) => type.description === 'Concrete Cylinder 4x8')!.id as number;
    const pickupBody = (caller: string) => ({
      customerId,
      driverId,
      caller,
      receivedBy: 'Call',
      schedPickupDate: '2026-11-24',
      pickupAddr1: '12 Main St',
      pickupCity: 'Fresno',
      pickupState: 'CA',
      pickupZip: '93701',
      samples: Array.from({ length: SETS }, () => ({ sampleTypeId, qty: PER_SET, castDate: '2026-11-20' })),
    });
    const create = (p: PortalProcess, caller: string) => p.request('/api/pickups', { token, json: pickupBody(caller) });
    const receive = (p: PortalProcess, pickup: Json) =>
      p.request(`/api/pickups/receive/${pickup.id}`, {
        token,
        method: 'PUT',
        json: { samples: pickup.samples.map((set: Json) => ({ id: set.id, actualQty: 1 })) },
      });

    const newPickup = async (caller: string) => {
      const answer = await json(await create(portal!, caller));
      if (answer.status !== 201) throw new Error(`Creating a pickup answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body.pickup as Json;
    };
    // One receive to completion, to know how long the one being killed will take.
    const measured = await newPickup('Fault measure');
    const started = Date.now();
    expect((await receive(portal, measured)).status).toBe(200);
    const receiveMs = Date.now() - started;

    const toReceive: Json[] = [];
    for (let n = 0; n < 3; n += 1) toReceive.push(await newPickup('Fault receive'));
    const lastIdBefore = Math.max(...toReceive.map((pickup) => pickup.id as number));
    const acknowledged = new Set<string>();
    const writes = [
      ...toReceive.map((pickup) => receive(portal!, pickup).then((r) => r.status === 200 && acknowledged.add(`receive ${pickup.id}`))),
      ...[1, 2].map(() =>
        create(portal!, 'Fault create').then(async (r) => r.status === 201 && acknowledged.add(`create ${(await r.json()).pickup.id}`)),
      ),
    ].map((write) => write.catch(() => false));
    await storage.writing(Math.max(receiveMs / 2, 20));
    await portal.kill();
    await Promise.all(writes);
    expect(acknowledged.size).toBeLessThan(5);

    portal = await startPortalProcess(storage.env);
    token = await signIn(portal);
    const pickup = async (id: number) =>
      (await json(await portal!.request(`/api/pickups/${id}`, { token }))).body.pickup as Json | undefined;
    const specimens = (p: Json) => p.samples.reduce((sum: number, set: Json) => sum + set.specimens.length, 0);

    // What each pickup holds now, in words: a whole receive, an untouched pickup, or something between.
    const received = `received: ${SETS} specimens kept, 1 sub-pickup with ${SETS * (PER_SET - 1)}`;
    const untouched = `open: ${SETS * PER_SET} specimens, no sub-pickup, no actual quantity`;
    const states: string[] = [];
    for (const before of toReceive) {
      const after = (await pickup(before.id))!;
      const subs = await Promise.all((after.SubPickups as Json[]).map(async (sub) => specimens((await pickup(sub.id))!)));
      const actual = after.samples.some((set: Json) => set.actualQty !== null) ? 'actual quantities' : 'no actual quantity';
      states.push(
        after.PickupStatus.code === 'received'
          ? `received: ${specimens(after)} specimens kept, ${subs.length} sub-pickup with ${subs.join(', ')}`
          : `open: ${specimens(after)} specimens, ${subs.length === 0 ? 'no sub-pickup' : 'sub-pickups'}, ${actual}`,
      );
    }
    expect(states).toEqual(states.map((state) => (state.startsWith('received') ? received : untouched)));
    const lostReceives = toReceive.filter((before, n) => acknowledged.has(`receive ${before.id}`) && states[n] !== received);
    expect(lostReceives).toEqual([]);

    const creates: string[] = [];
    for (let id = lastIdBefore + 1; id <= lastIdBefore + 8; id += 1) {
      const found = await pickup(id);
      if (found && found.parentPickupId === null) creates.push(`${found.samples.length} sets, ${specimens(found)} specimens`);
    }
    expect(creates).toEqual(creates.map(() => `${SETS} sets, ${SETS * PER_SET} specimens`));
    const createdIds = [...acknowledged].filter((write) => write.startsWith('create ')).map((write) => Number(write.split(' ')[1]));
    const lostCreates: number[] = [];
    for (const id of createdIds) if (!(await pickup(id))) lostCreates.push(id);
    expect(lostCreates).toEqual([]);
  }, 420_000);
});
