import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/portal.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-'));
/** The lab's templates: the folders of templates/ (one that holds no template package is a problem the check reports). */
const LAB_TEMPLATES = readdirSync(new URL('../templates/', import.meta.url), { withFileTypes: true }).filter((entry) =>
  entry.isDirectory(),
);

/** Runs `portal` as a user would, on its own embedded database. */
function portal(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, PORTAL_ADMIN_PASSWORD: '', DATABASE_URL: '' }, timeout: 150_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Cases that need the database start `portal` on a new embedded database, migrating every enabled plugin: slow on a busy machine.
describe('the portal command line', { timeout: 180_000 }, () => {
  it('lists every command with --help', async () => {
    const { code, stdout } = await portal('--help');
    expect(code).toBe(0);
    for (const command of ['start', 'migrate', 'seed', 'create-admin', 'backup', 'restore', 'formula', 'template', 'pickups'])
      expect(stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
  });

  it('explains a command with --help and refuses an unknown one with exit code 2', async () => {
    expect((await portal('create-admin', '--help')).stdout).toContain('Usage: portal create-admin --email E');
    const unknown = await portal('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('portal: Unknown command "frobnicate". Run portal --help for the list.');
  });

  it('migrates a new database and then reports it up to date', async () => {
    const first = await portal('migrate');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('core/202611221400_users_and_sessions');
    expect((await portal('migrate')).stdout).toContain('The database schema is up to date.');
  });

  it('creates an admin, refusing a weak password and a bad e-mail with clear messages', async () => {
    const weak = await portal('create-admin', '--email', 'boss@lab.example', '--password', 'password');
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain("Password isn't strong enough.  Please try again.");
    const bad = await portal('create-admin', '--email', 'boss');
    expect(bad.stderr).toContain('--email: Email is not valid');
    const created = await portal('create-admin', '--email', 'boss@lab.example', '--password', 'concrete cylinders crack loudly');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created the admin boss@lab.example.');
    const again = await portal('create-admin', '--email', 'BOSS@lab.example', '--password', 'concrete cylinders crack loudly');
    expect(again.stdout).toContain('boss@lab.example is now an active admin with the new password.');
  });

  it('asks what to seed', async () => {
    const { code, stderr } = await portal('seed');
    expect(code).toBe(2);
    expect(stderr).toContain('Say what to seed: portal seed --demo');
    expect((await portal('seed', '--demo')).stdout).toContain('The demo lab is seeded.');
  });

  it('fills the database at scale through the pickups plugin', async () => {
    const bad = await portal('pickups', 'seed-scale', 'many');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Say how many: portal pickups seed-scale N, with N a whole number from 1');
    const seeded = await portal('pickups', 'seed-scale', '25');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain('Added 25 pickups.');
  });

  it('evaluates a formula as JSON, with the error position on a mistake', async () => {
    const value = await portal('formula', 'eval', 'roundTo(4125, -1)');
    expect(value.code).toBe(0);
    expect(JSON.parse(value.stdout)).toEqual({ value: 4130 });
    const error = await portal('formula', 'eval', '2 * (3 +');
    expect(error.code).toBe(1);
    expect(JSON.parse(error.stderr)).toMatchObject({ error: { line: 1, column: 9 } });
  });

  it('takes a formula that starts with a minus sign, after -- too, beside --scope', async () => {
    expect(JSON.parse((await portal('formula', 'eval', '-2^2')).stdout)).toEqual({ value: -4 });
    expect(JSON.parse((await portal('formula', 'eval', '--', '-2^2')).stdout)).toEqual({ value: -4 });
    const scope = join(dataDir, 'scope.json');
    writeFileSync(scope, '{ "load": 52000 }');
    expect(JSON.parse((await portal('formula', 'eval', '-load / 1000', '--scope', scope)).stdout)).toEqual({ value: -52 });
    const typo = await portal('formula', 'eval', '1', '--scop', scope);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("Unknown option '--scop'");
  });

  it('checks every shipped template', async () => {
    const { code, stdout } = await portal('template', 'check');
    expect(code).toBe(0);
    expect(stdout).toContain(`${LAB_TEMPLATES.length} templates checked, 0 problems.`);
  });
});
