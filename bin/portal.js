#!/usr/bin/env node
// The `portal` command: runs the compiled CLI from dist/server (`npm run build`) when it is there
// and current, and otherwise the TypeScript source through tsx, so a checkout needs no build step.
import { existsSync } from 'node:fs';
import { register } from 'node:module';

register('./bundled-packages.js', import.meta.url);
const compiled = new URL('../dist/server/cli/', import.meta.url);
const current =
  existsSync(new URL('build/server.js', compiled)) && !(await import(new URL('build/server.js', compiled).href)).serverIsStale();
if (current) await import(new URL('../portal.js', compiled).href);
else {
  const { register: registerTsx } = await import('tsx/esm/api');
  registerTsx();
  await import('../portal.ts');
}
