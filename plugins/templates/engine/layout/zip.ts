/**
 * A minimal ZIP writer for DOCX layouts. Entries are stored uncompressed with a fixed date,
 * so the same layout always gives the same bytes and a committed .docx diffs cleanly.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// 1980-01-01 00:00, the earliest date a ZIP entry can carry.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

class Writer {
  private readonly parts: Uint8Array[] = [];
  length = 0;

  bytes(data: Uint8Array): void {
    this.parts.push(data);
    this.length += data.length;
  }

  numbers(...fields: [number, 2 | 4][]): void {
    const buffer = new Uint8Array(fields.reduce((total, [, size]) => total + size, 0));
    const view = new DataView(buffer.buffer);
    let offset = 0;
    for (const [value, size] of fields) {
      if (size === 2) view.setUint16(offset, value, true);
      else view.setUint32(offset, value, true);
      offset += size;
    }
    this.bytes(buffer);
  }

  result(): Uint8Array {
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }
}

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

/** Packs entries into a ZIP archive (stored, no compression). */
export function zip(entries: readonly ZipEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const out = new Writer();
  const central = new Writer();
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const crc = crc32(entry.data);
    const offset = out.length;
    const common: [number, 2 | 4][] = [
      [20, 2],
      [0, 2],
      [0, 2],
      [DOS_TIME, 2],
      [DOS_DATE, 2],
      [crc, 4],
      [entry.data.length, 4],
      [entry.data.length, 4],
      [name.length, 2],
      [0, 2],
    ];
    out.numbers([0x04034b50, 4], ...common);
    out.bytes(name);
    out.bytes(entry.data);
    central.numbers([0x02014b50, 4], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]);
    central.bytes(name);
  }
  const centralOffset = out.length;
  out.bytes(central.result());
  out.numbers([0x06054b50, 4], [0, 2], [0, 2], [entries.length, 2], [entries.length, 2], [central.length, 4], [centralOffset, 4], [0, 2]);
  return out.result();
}
