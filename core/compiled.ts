/**
 * Whether this process runs the JavaScript that `npm run build` compiled into `dist/server/`
 * (production) rather than the TypeScript source (tests, `npm run dev`, Deno).
 */
export const RUNS_COMPILED = import.meta.url.endsWith('.js');

/**
 * A module's file name as it exists in the running tree, for imports whose path is computed at
 * run time (plugins, migrations), which the compiler cannot rewrite.
 *
 * @example codeFile('index.ts') // 'index.js' once compiled
 */
export function codeFile(name: string): string {
  return RUNS_COMPILED ? name.replace(/\.tsx?$/, '.js') : name;
}
