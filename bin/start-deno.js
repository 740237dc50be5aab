#!/usr/bin/env node
// `npm run start:deno`: runs server.deno.ts under Deno with the permissions it needs, passing the
// stop signals on and ending with Deno's exit code.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { denoExecutable } from './deno-executable.js';
import { denoPermissions } from './deno-permissions.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const deno = spawn(denoExecutable(), ['run', ...denoPermissions(process.env), 'server.deno.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { DENO_NO_UPDATE_CHECK: '1', ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => deno.kill(signal));
deno.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
