// `npm run start:deno`: the same portal, served by Deno. Deno reads npm packages from node_modules.
import { bootPortal } from './core/boot.ts';
import configInput from './hono.config.ts';
import { publicAddress } from './core/http/public-url.ts';

declare const Deno: {
  env: { toObject(): Record<string, string> };
  serve(
    options: { port: number; hostname: string; onListen?(address: { port: number }): void },
    handler: (request: Request, info: unknown) => Response | Promise<Response>,
  ): unknown;
};

const { config, portal, database } = await bootPortal({
  configInput,
  env: Deno.env.toObject(),
  clientAddress: (c) => (c.env as { remoteAddr?: { hostname?: string } } | undefined)?.remoteAddr?.hostname ?? 'unknown',
  serves: true,
});
portal.jobs.start();
Deno.serve(
  {
    port: config.port,
    hostname: config.host,
    onListen: ({ port }) =>
      console.log(
        `${config.labName} portal ${config.version} is running on Deno at ${publicAddress({ ...config, port })} (${database.kind})`,
      ),
  },
  (request, info) => portal.app.fetch(request, info),
);
