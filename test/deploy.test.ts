import { readFileSync } from 'node:fs';
import { DockerfileParser, ModifiableInstruction, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const file = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');

/**
 * No container engine runs where the tests do, so the image is checked as written: the
 * Dockerfile language server's validator (syntax and instruction rules), then the rules of
 * hadolint's kind that matter for this image, read from its parsed instructions.
 */
describe('the Dockerfile', () => {
  const text = file('Dockerfile');
  const dockerfile = DockerfileParser.parse(text);
  const stages = dockerfile.getFROMs();
  const runtimeStart = stages.at(-1)!.getRange().start.line;
  const runtime = dockerfile.getInstructions().filter((instruction) => instruction.getRange().start.line >= runtimeStart);
  const keyword = (instructions: Instruction[], name: string) => instructions.filter((instruction) => instruction.getKeyword() === name);
  const args = (instruction: Instruction) => instruction.getArgumentsContent() ?? '';
  const flags = (instruction: Instruction) => (instruction instanceof ModifiableInstruction ? instruction.getFlags() : []);

  it('passes the validator with no problem, and the validator does find one in a broken file', () => {
    expect(validate(text)).toEqual([]);
    expect(validate('FROM node:26 AS one\nEXPOSE port-three-thousand\n').length).toBeGreaterThan(0);
  });

  it('builds in a named stage and runs from another, each on a pinned slim image, never latest', () => {
    expect(stages.map((stage) => stage.getBuildStage())).toEqual(['build', 'runtime']);
    for (const stage of stages) {
      expect(stage.getImageName()).toBe('node');
      expect(stage.getImageTag()).toMatch(/^26-[a-z]+-slim$/);
    }
    // Every COPY --from names a stage of this file.
    const copiedFrom = keyword(runtime, 'COPY').flatMap((copy) => flags(copy).filter((flag) => flag.getName() === 'from'));
    expect(copiedFrom.length).toBeGreaterThan(0);
    for (const flag of copiedFrom) expect(flag.getValue()).toBe('build');
    // The runtime stage carries the compiled server and the bundles, not the sources.
    const copied = keyword(runtime, 'COPY').map(args);
    expect(copied).toContain('/app/dist ./dist');
    expect(copied.some((copy) => /\/app\/(core|plugins|web)\b/.test(copy))).toBe(false);
  });

  it('installs reproducibly: npm ci, pinned apt packages without recommends, apt lists removed in the same layer', () => {
    const runs = keyword(dockerfile.getInstructions(), 'RUN').map(args);
    expect(runs.some((run) => /\bnpm (install|i)\b/.test(run))).toBe(false);
    expect(runs.some((run) => run.includes('npm ci'))).toBe(true);
    for (const run of runs.filter((each) => each.includes('apt-get install'))) {
      expect(run).toContain('--no-install-recommends');
      expect(run).toMatch(/apt-get install -y --no-install-recommends( [a-z0-9.+-]+=[^ ]+)+/);
      expect(run).toContain('rm -rf /var/lib/apt/lists/*');
    }
  });

  it('runs as an unprivileged user, the compiled server in exec form, with a health check on /healthz', () => {
    const user = keyword(runtime, 'USER').at(-1);
    expect(user && args(user)).toMatch(/^(?!root$|0$)[a-z_][a-z0-9_-]*$/);
    const cmd = keyword(runtime, 'CMD');
    expect(cmd).toHaveLength(1);
    expect(JSON.parse(args(cmd[0]!))).toEqual(['node', 'dist/server/server.js']);
    const healthcheck = keyword(runtime, 'HEALTHCHECK');
    expect(healthcheck).toHaveLength(1);
    expect(args(healthcheck[0]!)).toContain('/healthz');
    expect(flags(healthcheck[0]!).map((flag) => flag.getName())).toEqual(expect.arrayContaining(['interval', 'timeout', 'start-period']));
    expect(args(keyword(runtime, 'STOPSIGNAL')[0]!)).toBe('SIGTERM');
  });

  it('keeps the data and the uploads in volumes where the settings point', () => {
    const env = args(keyword(runtime, 'ENV')[0]!);
    const setting = (name: string) => new RegExp(`${name}=(\\S+)`).exec(env)?.[1];
    expect(setting('NODE_ENV')).toBe('production');
    const volumes = JSON.parse(args(keyword(runtime, 'VOLUME')[0]!)) as string[];
    expect(volumes).toEqual([setting('DATA_DIR'), setting('UPLOADS_DIR')]);
  });

  it('leaves the local build outputs, the database and the secrets out of the build context', () => {
    expect(file('.dockerignore').split('\n')).toEqual(expect.arrayContaining(['node_modules', 'dist', 'data', '.env', '.git']));
  });
});

describe('compose.yaml, the Caddyfile and the systemd unit', () => {
  interface Service {
    image?: string;
    build?: string;
    environment?: Record<string, string>;
    volumes?: string[];
    depends_on?: Record<string, unknown> | string[];
    stop_grace_period?: string;
  }
  const compose = parse(file('compose.yaml'), { merge: true }) as { services: Record<string, Service> };

  it('runs two portal processes of the image on one PostgreSQL database, sharing the uploads', () => {
    const portals = Object.entries(compose.services).filter(([, service]) => service.build === '.');
    expect(portals.map(([name]) => name)).toEqual(['portal-1', 'portal-2']);
    expect(compose.services.db!.image).toMatch(/^postgres:15/);
    for (const [, portal] of portals) {
      expect(portal.environment!.DATABASE_URL).toMatch(/^postgres:\/\/portal:.*@db:5432\/portal$/);
      expect(portal.environment!.PUBLIC_URL).toMatch(/^https:\/\//);
      expect(portal.volumes).toContain('uploads:/var/lib/portal/uploads');
      expect(Number.parseInt(portal.stop_grace_period!, 10)).toBeGreaterThan(Number(portal.environment!.SHUTDOWN_GRACE_SECONDS));
    }
  });

  it('puts Caddy in front of both, passing the scheme on as X-Forwarded-Proto for the Secure cookie', () => {
    expect(compose.services.proxy!.image).toMatch(/^caddy:/);
    const caddyfile = file('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy portal-1:3000 portal-2:3000/);
    expect(caddyfile).toMatch(/header_up X-Forwarded-Proto \{scheme\}/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
  });

  it('starts the compiled server under systemd and gives it longer to stop than its grace', () => {
    const unit = file('deploy/lab-portal.service');
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node dist\/server\/server\.js$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(10);
    expect(unit).toMatch(/^User=(?!root)/m);
  });
});
