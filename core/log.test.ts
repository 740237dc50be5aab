import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './db/database.ts';
import { migratePortal } from './db/migrations.ts';
import { callerLocation, createConsoleLogger, createDatabaseLogger } from './log.ts';
import { openTestDatabase } from '../testing/databases.ts';
import type { CoreDatabase } from './db/core-database.ts';

describe('callerLocation', () => {
  it('finds the first frame outside the logger', () => {
    const stack = [
      'Error',
      '    at write (file:///srv/portal/core/log.ts:80:30)',
      '    at Object.error (file:///srv/portal/core/log.ts:95:5)',
      '    at sendInvoice (file:///srv/portal/plugins/invoices/service.ts:42:11)',
    ].join('\n');
    expect(callerLocation(stack)).toEqual({ file: 'plugins/invoices/service.ts', line: 42 });
    expect(callerLocation(undefined)).toEqual({ file: null, line: null });
  });

  it('gives the path from the portal folder even when that folder is named like one of its own', () => {
    const stack = [
      'Error',
      '    at write (file:///srv/templates/core/log.ts:80:30)',
      '    at check (file:///srv/templates/plugins/templates/engine/check.ts:12:3)',
    ].join('\n');
    expect(callerLocation(stack)).toEqual({ file: 'plugins/templates/engine/check.ts', line: 12 });
  });
});

describe('the database logger', () => {
  let database: Database;
  let db: Kysely<CoreDatabase>;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    db = database.db as Kysely<CoreDatabase>;
    await migratePortal(database.db, []);
  });
  afterAll(() => database.close());

  it('writes out the lines its output holds back when asked, as the process exits', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-log-'));
    const file = join(folder, 'out.log');
    // Held back as the portal's standard output is: written 4 KB at a time.
    const destination = pino.destination({ dest: file, sync: false, minLength: 4096 });
    await once(destination, 'ready');
    const log = createDatabaseLogger(db, createConsoleLogger({ destination }));
    log.info('Stopped');
    expect(readFileSync(file, 'utf8')).toBe('');
    log.flush?.();
    expect(readFileSync(file, 'utf8')).toContain('"message":"Stopped"');
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps an entry with its details, file, line and related records, and writes it out', async () => {
    const output = createConsoleLogger(true);
    const spy = vi.spyOn(output, 'error');
    const log = createDatabaseLogger(db, output);
    log.error('QuickBooks refused the invoice', { context: { invoice: { invoiceNum: 1042 }, customer: { id: 3 } }, reason: 'stale token' });
    await vi.waitFor(async () => expect(await db.selectFrom('logs').selectAll().execute()).toHaveLength(1));
    const [entry] = await db.selectFrom('logs').selectAll().execute();
    expect(entry).toMatchObject({
      level: 'error',
      message: 'QuickBooks refused the invoice',
      details: { reason: 'stale token' },
      context: { invoice: { invoiceNum: 1042 }, customer: { id: 3 } },
      file: 'core/log.test.ts',
    });
    expect(entry!.line).toBeGreaterThan(0);
    expect(spy).toHaveBeenCalledOnce();
  });

  it('keeps warnings with the errors and writes info lines out only', async () => {
    const output = createConsoleLogger(true);
    const info = vi.spyOn(output, 'info');
    const log = createDatabaseLogger(db, output);
    log.info('Pickup #1042 received');
    log.warning('Report held: Customer Report Off');
    await vi.waitFor(async () => expect(await db.selectFrom('logs').selectAll().execute()).toHaveLength(2));
    const levels = (await db.selectFrom('logs').select('level').orderBy('id').execute()).map((row) => row.level);
    expect(levels).toEqual(['error', 'warning']);
    expect(info).toHaveBeenCalledWith('Pickup #1042 received', undefined);
  });
});
