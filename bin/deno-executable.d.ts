/** The Deno executable of the `deno` dependency (see deno-executable.js). */
export function denoExecutable(): string;
