#!/usr/bin/env node
// The `portal` command: runs the TypeScript CLI through tsx, so no build step is needed.
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
register('./bundled-packages.js', import.meta.url);
await import('../core/cli/main.ts');
