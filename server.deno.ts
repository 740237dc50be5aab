// `npm run start:deno`: the same portal, served by Deno. Deno reads npm packages from node_modules.
import { bootPortal } from './core/boot.ts';
import configInput from './hono.config.ts';
import { publicAddress } from './core/http/public-url.ts';
import { gracefulShutdown } from './core/ops/shutdown.ts';

declare const Deno: {
  version: { deno: string };
  env: { toObject(): Record<string, string> };
  serve(
    options: { port: number; hostname: string; onListen?(address: { port: number }): void },
    handler: (request: Request, info: unknown) => Response | Promise<Response>,
  ): { shutdown(): Promise<void> };
  addSignalListener(signal: 'SIGTERM' | 'SIGINT', handler: () => void): void;
  exit(code: number): never;
};

const { config, portal, database, log } = await bootPortal({
  configInput,
  env: Deno.env.toObject(),
  clientAddress: (c) => (c.env as { remoteAddr?: { hostname?: string } } | undefined)?.remoteAddr?.hostname ?? 'unknown',
  serves: true,
});
portal.jobs.start();
portal.scheduler.start();
const server = Deno.serve(
  {
    port: config.port,
    hostname: config.host,
    onListen: ({ port }) =>
      log.info(`${config.labName} portal ${config.version} is running at ${publicAddress({ ...config, port })}`, {
        runtime: `Deno ${Deno.version.deno}`,
        database: database.kind,
      }),
  },
  (request, info) => portal.app.fetch(request, info),
);
// Deno's shutdown stops accepting and resolves once the requests in flight are answered; the
// grace bounds the wait as on Node.
const shutdown = gracefulShutdown({
  stopServing: () =>
    Promise.race([server.shutdown(), new Promise<void>((resolve) => setTimeout(resolve, config.shutdownGraceSeconds * 1000))]),
  jobs: portal.jobs,
  scheduler: portal.scheduler,
  database,
  log,
  exit: (code) => Deno.exit(code),
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) Deno.addSignalListener(signal, () => void shutdown(signal));
