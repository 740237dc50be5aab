import { serve } from '@hono/node-server';
import { bootPortal } from '../../core/boot.ts';
import configInput from '../../hono.config.ts';

// A portal serving in a process of its own, configured by the environment (see portal-process.ts).
const { config, portal } = await bootPortal({ configInput, env: process.env });
portal.jobs.start();
serve({ fetch: portal.app.fetch, port: config.port, hostname: '127.0.0.1' }, (info) => console.log(`listening on ${info.port}`));
