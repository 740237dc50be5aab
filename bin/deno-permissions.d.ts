/** The arguments of `deno run` that grant the portal what it needs (see deno-permissions.js). */
export function denoPermissions(env: Record<string, string | undefined>): string[];
