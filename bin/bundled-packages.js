/**
 * A module hook for the `portal` command: resolves `chevrotain` to the single-file build its
 * package ships (lib/chevrotain.mjs) instead of its ESM entry, which pulls in lodash-es, some
 * 640 modules that took most of `portal formula eval`'s start-up (decision 060). The same
 * version and code; the server, the tests and the browser bundles use the ordinary entry.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = createRequire(import.meta.url).resolve('chevrotain');
const bundle = pathToFileURL(join(dirname(entry), '..', 'chevrotain.mjs')).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'chevrotain') return { url: bundle, format: 'module', shortCircuit: true };
  return nextResolve(specifier, context);
}
