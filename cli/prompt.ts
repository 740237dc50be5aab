import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/** Asks for a secret on a terminal; what is typed is not echoed. */
export async function askSecret(question: string): Promise<string> {
  process.stderr.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await rl.question('');
  } finally {
    rl.close();
    process.stderr.write('\n');
  }
}
