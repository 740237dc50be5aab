/**
 * The permissions the portal needs under Deno, listed instead of `--allow-all` (decision 210):
 * the network (it serves, and reaches PostgreSQL, SMTP, QuickBooks and S3 at configured
 * addresses), the environment (its settings), reading the project and the data folder, writing
 * only the data and uploads folders, the few system facts its libraries ask for (pino's host
 * name, the PDF and image libraries' CPU count and network interfaces) and native add-ons
 * (`@resvg/resvg-js` is a Node-API module). No subprocesses, no other writes.
 *
 * @param {Record<string, string | undefined>} env the settings the portal will read
 * @returns {string[]} the arguments of `deno run` before the script
 */
export function denoPermissions(env) {
  const dataDir = env.DATA_DIR || './data';
  const writable = [dataDir, env.UPLOADS_DIR].filter((folder) => folder && !folder.includes('://'));
  return [
    '--allow-net',
    '--allow-env',
    '--allow-read',
    `--allow-write=${writable.join(',')}`,
    '--allow-sys=hostname,cpus,networkInterfaces',
    '--allow-ffi',
  ];
}
