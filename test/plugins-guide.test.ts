import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { wholeFileBlocks } from './support/guide-blocks.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const GUIDE = readFileSync(join(ROOT, 'docs/plugins.md'), 'utf8');
const EXAMPLE = 'plugins/example-notes';

/** A code block of the guide that names its file on its first line: `// notes.service.ts` or `// plugins/quickbooks/index.ts`. */
interface NamedBlock {
  file: string;
  lines: string[];
}

/** The code lines a block shows of its file: elisions (`...`) and whole-line comments left out, trailing comments cut. */
function shownLines(code: string[]): string[] {
  return code
    .map((line) => line.replace(/\s\/\/\s.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('//') && !line.includes('...'));
}

function namedBlocks(markdown: string): NamedBlock[] {
  const blocks: NamedBlock[] = [];
  for (const match of markdown.matchAll(/```ts\n([\s\S]*?)```/g)) {
    const [first = '', ...rest] = match[1]!.split('\n');
    const named = /^\/\/ ((?:plugins\/)?[\w./-]+\.tsx?)\b/.exec(first);
    if (!named) continue;
    const path = named[1]!;
    blocks.push({ file: path.startsWith('plugins/') ? path : `${EXAMPLE}/${path}`, lines: shownLines(rest) });
  }
  return blocks;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The guide's code is the repository's code: each block that names its file shows lines that are
 * in that file (spacing aside), and each `// file <path>` block is its whole file, so a change to
 * the example plugin that the guide does not follow fails here, and the guide cannot go stale.
 * test/plugins-guide-scratch.test.ts builds a plugin from those whole files alone.
 */
describe('docs/plugins.md', () => {
  const blocks = namedBlocks(GUIDE);

  it('names the file of most of its code blocks', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(8);
  });

  it.each(blocks.map((block) => [block.file, block] as const))('shows code that is in %s', (file, block) => {
    expect(existsSync(join(ROOT, file))).toBe(true);
    const source = readFileSync(join(ROOT, file), 'utf8').split('\n').map(normalise);
    const missing = block.lines.filter((line) => !source.some((sourceLine) => sourceLine.includes(normalise(line))));
    expect(missing).toEqual([]);
  });

  const wholeFiles = wholeFileBlocks(GUIDE);

  it('gives every file of the example plugin whole, but its tests (section 7 shows those)', () => {
    const files = readdirSync(join(ROOT, EXAMPLE), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => `${EXAMPLE}/${file.split('\\').join('/')}`);
    expect(wholeFiles.map((block) => block.path).toSorted()).toEqual(files.toSorted());
  });

  it.each(wholeFiles.map((block) => [block.path, block] as const))('gives %s as it is', (path, block) => {
    expect(existsSync(join(ROOT, path))).toBe(true);
    expect(block.text).toBe(readFileSync(join(ROOT, path), 'utf8'));
  });
});
