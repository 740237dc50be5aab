import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migratePortal } from '../db/migrations.ts';
import { dialectsUnderTest, openTestDatabase } from '../../testing/databases.ts';
import { diffRecords, recordChange, recordHistory } from './audit.ts';
import type { CoreDatabase } from '../db/core-database.ts';

describe('diffRecords', () => {
  it('lists the fields that changed, treating missing as null', () => {
    expect(diffRecords({ load: 28000, fractureType: 3, notes: null }, { load: 28500, fractureType: 3, technician: 'Taylor' })).toEqual([
      { field: 'load', before: 28000, after: 28500 },
      { field: 'technician', before: null, after: 'Taylor' },
    ]);
    expect(diffRecords(null, { id: 1 })).toEqual([{ field: 'id', before: null, after: 1 }]);
  });

  it('leaves out the version every save raises: nobody changed it by hand', () => {
    expect(diffRecords({ load: 28000, version: 3 }, { load: 28500, version: 4 })).toEqual([{ field: 'load', before: 28000, after: 28500 }]);
  });
});

describe.each(dialectsUnderTest())('the audit trail on %s', (kind) => {
  let database: Database;
  let db: Kysely<CoreDatabase>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db as Kysely<CoreDatabase>;
    await migratePortal(database.db, []);
  });
  afterAll(() => database.close());

  it('records who changed what inside the same transaction and reads the history back', async () => {
    await db.transaction().execute(async (trx) => {
      await recordChange(trx, { entity: 'testResult', recordId: 7, action: 'create', after: { load: 28000 }, actor: { userId: null } });
      await recordChange(trx, {
        entity: 'testResult',
        recordId: 7,
        action: 'update',
        before: { load: 28000 },
        after: { load: 28500 },
        actor: { userId: null, impersonatorId: null },
      });
    });
    const history = await recordHistory(db, 'testResult', '7');
    expect(history.map((entry) => [entry.action, entry.changes])).toEqual([
      ['create', [{ field: 'load', before: null, after: 28000 }]],
      ['update', [{ field: 'load', before: 28000, after: 28500 }]],
    ]);
    expect(history[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('keeps nothing of a rolled-back change', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await recordChange(trx, { entity: 'pickup', recordId: 1, action: 'delete', before: { id: 1 }, actor: { userId: null } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await recordHistory(db, 'pickup', 1)).toEqual([]);
  });
});
