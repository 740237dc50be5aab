import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderStore } from '../../../lib/files/folder-store.server.ts';
import { uniqueNames, zipStoredFiles } from './zip.server.ts';

describe('zips of stored files', () => {
  let folder: string;
  let store: FolderStore;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'zip-test-'));
    store = new FolderStore(folder, (name) => /^[a-z]\.pdf$/.test(name));
    await store.write('a.pdf', new TextEncoder().encode('%PDF-1.7 first'));
    await store.write('b.pdf', new Uint8Array(70_000).fill(7));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('streams a zip whose size is known before its first byte, each file as it was stored', async () => {
    const zip = await zipStoredFiles(store, [
      { filename: 'a.pdf', size: 14, name: 'Report 1042.1.pdf' },
      { filename: 'b.pdf', size: 70_000, name: 'Report 1042.2.pdf' },
    ]);
    const bytes = new Uint8Array(await new Response(zip.body).arrayBuffer());
    expect(bytes.length).toBe(zip.size);
    // Stored, not deflated (70,000 equal bytes would shrink to almost nothing): the data, and a few hundred bytes of headers.
    expect(zip.size - (14 + 70_000)).toBeGreaterThan(0);
    expect(zip.size - (14 + 70_000)).toBeLessThan(400);
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(['Report 1042.1.pdf', 'Report 1042.2.pdf']);
    expect(new TextDecoder().decode(files['Report 1042.1.pdf'])).toBe('%PDF-1.7 first');
    expect(files['Report 1042.2.pdf']).toEqual(new Uint8Array(70_000).fill(7));
  });

  it('names each file once: a repeated name gets a number before its extension', () => {
    expect(uniqueNames(['Report 1.pdf', 'Report 2.pdf', 'Report 1.pdf', 'Report 1.pdf', 'notes'])).toEqual([
      'Report 1.pdf',
      'Report 2.pdf',
      'Report 1 (2).pdf',
      'Report 1 (3).pdf',
      'notes',
    ]);
  });
});
