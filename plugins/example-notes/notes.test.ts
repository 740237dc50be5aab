import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { NotesDatabase } from './notes.table.ts';
import { STALE_RECORD_MESSAGE } from '../../core/db/versioned.ts';
import { call } from '../../testing/call.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole, type MatrixRoute } from '../../testing/role-matrix.ts';
import type { Role } from '../../core/roles.ts';
import notes from './index.ts';
import { PINNED_NOTE } from './rules.ts';
import { DEMO_NOTES, seedDemoNotes } from './seed.ts';

type Note = { id: number; title: string; body: string | null; isPinned: boolean; version: number };

describe.each(dialectsUnderTest())('the example notes plugin on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [notes] });
    tokens = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  it('lists the demo notes by title; the seed adds nothing the second time', async () => {
    await seedDemoNotes(t.db as Kysely<NotesDatabase>);
    const { body } = await call<{ rows: Note[]; count: number }>(t, '/api/example-notes', { token: tokens.technician });
    expect(body.count).toBe(DEMO_NOTES.length);
    expect(body.rows.map((row) => row.title)).toEqual(['Cylinder caps', 'Press calibration']);
  });

  it('creates, reads, saves and deletes a note, with the audit trail', async () => {
    const created = await call<{ note: Note }>(t, '/api/example-notes', {
      token: tokens.admin,
      json: { title: ' Slump cone ', body: 'Clean after use' },
    });
    expect(created).toEqual({
      status: 201,
      body: { status: 'ok', note: { id: expect.any(Number), title: 'Slump cone', body: 'Clean after use', isPinned: false, version: 1 } },
    });
    const { id } = created.body.note;
    const saved = await call<{ note: Note }>(t, `/api/example-notes/${id}`, {
      token: tokens.admin,
      method: 'PUT',
      json: { title: 'Slump cone', version: 1 },
    });
    expect(saved.body.note).toMatchObject({ body: null, version: 2 });
    expect(await call(t, `/api/example-notes/${id}`, { token: tokens.admin, method: 'DELETE' })).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    expect((await call(t, `/api/example-notes/${id}`, { token: tokens.admin })).status).toBe(404);
    const history = await t.portal.contextOf('example-notes').audit.history(t.db, 'note', id);
    expect(history.map((entry) => [entry.action, entry.user])).toEqual([
      ['create', 'Alex Admin'],
      ['update', 'Alex Admin'],
      ['delete', 'Alex Admin'],
    ]);
  });

  it('answers a missing title with the field message, and a stale save with 409', async () => {
    expect(await call(t, '/api/example-notes', { token: tokens.admin, json: { body: 'x' } })).toEqual({
      status: 400,
      body: { status: 'error', error: 'This field is required', fields: { title: 'This field is required' } },
    });
    const { body } = await call<{ note: Note }>(t, '/api/example-notes', { token: tokens.admin, json: { title: 'Curing tank' } });
    const path = `/api/example-notes/${body.note.id}`;
    expect((await call(t, path, { token: tokens.admin, method: 'PUT', json: { title: 'Curing tank A', version: 1 } })).status).toBe(200);
    expect(await call(t, path, { token: tokens.admin, method: 'PUT', json: { title: 'Curing tank B', version: 1 } })).toEqual({
      status: 409,
      body: { status: 'error', error: STALE_RECORD_MESSAGE },
    });
  });

  it('refuses to delete a pinned note (422), by its rule', async () => {
    const pinned = (await call<{ rows: Note[] }>(t, '/api/example-notes?search=caps', { token: tokens.admin })).body.rows[0]!;
    expect(await call(t, `/api/example-notes/${pinned.id}`, { token: tokens.admin, method: 'DELETE' })).toEqual({
      status: 422,
      body: { status: 'error', error: PINNED_NOTE },
    });
  });

  it('lets each role do exactly what its permissions say', async () => {
    const routes: MatrixRoute[] = [
      { method: 'GET', path: '/api/example-notes', allowed: ['admin', 'customer-service', 'technician'] },
      { method: 'POST', path: '/api/example-notes', json: {}, allowed: ['admin', 'customer-service'] },
      { method: 'GET', path: '/admin/example-notes', allowed: ['admin', 'customer-service'], page: true },
    ];
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });
});
