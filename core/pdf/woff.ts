import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

/**
 * The plain TrueType/OpenType file inside a WOFF 1.0 font: each table inflated once, laid out
 * as the sfnt the font was made from. fontkit reads a WOFF font by inflating a table again
 * every time it reads from it (the whole `glyf` table for each glyph), which made a report's
 * PDF cost about 100 ms; a parsed sfnt reads each glyph in place.
 * @example const font = fontkit.create(woffToSfnt(readFileSync('inter-latin-400-normal.woff')));
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error(`WOFF table ${woff.toString('latin1', entry, entry + 4)} has the wrong length`);
    return { entry, checksum: woff.readUInt32BE(entry + 16), data };
  });
  const directoryEnd = SFNT_HEADER + numTables * SFNT_ENTRY;
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), directoryEnd));
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = directoryEnd;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER + index * SFNT_ENTRY;
    woff.copy(sfnt, record, table.entry, table.entry + 4);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
