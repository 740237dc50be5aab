import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/call.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole } from '../../testing/role-matrix.ts';
import type { Role } from '../../core/roles.ts';
import operations from './index.ts';

interface LogRow {
  id: number;
  level: string;
  message: string;
  details: string | null;
  file: string | null;
  loggedAt: string;
}

/** An SMTP server on 127.0.0.1 that refuses every recipient, so each delivery fails. */
async function refusingSmtpServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('Mailbox unavailable here'), { responseCode: 550 })),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(dialectsUnderTest())('the log viewer on %s', (kind) => {
  let t: TestPortal;
  let smtp: Awaited<ReturnType<typeof refusingSmtpServer>>;
  let tokens: Record<Role, string>;

  const logs = (query: string) => call<{ status: string; rows: LogRow[]; count: number }>(t, `/api/logs?${query}`, { token: tokens.admin });

  beforeAll(async () => {
    smtp = await refusingSmtpServer();
    t = await createTestPortal({ kind, plugins: [operations], enable: ['account'], config: { smtpUrl: smtp.url } });
    tokens = await signInEveryRole(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('shows a mail the SMTP server refused as a warning with its error, found by search and level', async () => {
    expect((await t.request('/api/users/forgot', { json: { email: 'tech@demo.lab' } })).status).toBe(200);
    await t.runJobs();
    // The logger keeps entries without making its caller wait; give the insert a moment.
    let found: LogRow[] = [];
    for (let tries = 0; tries < 50 && found.length === 0; tries += 1) {
      found = (await logs('search=core.send-mail')).body.rows;
      if (found.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(found).toHaveLength(1);
    const [entry] = found as [LogRow];
    expect(entry.level).toBe('Warning');
    expect(entry.message).toMatch(/^Job core\.send-mail #\d+ failed \(attempt 1 of 8\)$/);
    expect(entry.details).toContain('Mailbox unavailable here');
    expect(entry.file).toBe('core/jobs/runner.ts');
    expect(entry.loggedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);

    const warnings = await logs(`conditions=${encodeURIComponent(JSON.stringify({ level: 'Warning' }))}&search=send-mail`);
    expect(warnings.body.rows.map((row) => row.id)).toEqual([entry.id]);
    const errors = await logs(`conditions=${encodeURIComponent(JSON.stringify({ level: 'Error' }))}&search=send-mail`);
    expect(errors.body.rows).toEqual([]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await logs(`startDate=${tomorrow}&search=send-mail`)).body.rows).toEqual([]);
  });

  it('renders the viewer with expandable rows for the admin only', async () => {
    const html = await (await t.request('/admin/logs', { token: tokens.admin, headers: { accept: 'text/html' } })).text();
    expect(html).toContain('Search by message or file');
    expect(html).toContain('"details":[{"field":"message","label":"Message"},{"field":"details","label":"Details"}');
    expect(html).toContain('<th scope="col" class="px-3 py-3 font-medium">Details</th>');
    const routes = [
      { method: 'GET', path: '/api/logs', allowed: ['admin'] },
      { method: 'GET', path: '/admin/logs', allowed: ['admin'], page: true },
    ] as const;
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });
});
