import { strFromU8, unzipSync } from 'fflate';

/** One cell as a test reads it: its value, and the number format and boldness of its style. */
export interface ReadCell {
  value: string | number | null;
  format?: string;
  bold?: boolean;
}

/** An XML text as it reads: the five entities the Office files write turned back into their characters. */
export const unescapeXml = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The first sheet of a workbook, its name and cells by reference (`E2`), as the exports write it. */
export function readXlsx(bytes: Uint8Array): { name: string; rows: number; frozenRows: number; cells: Record<string, ReadCell> } {
  const files = unzipSync(bytes);
  const part = (path: string) => {
    const file = files[path];
    if (!file) throw new Error(`The workbook has no ${path}`);
    return strFromU8(file);
  };
  const name = unescapeXml(/<sheet name="([^"]*)"/.exec(part('xl/workbook.xml'))?.[1] ?? '');
  const styles = part('xl/styles.xml');
  const formats = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const fonts = [...(/<fonts[^>]*>([\s\S]*?)<\/fonts>/.exec(styles)?.[1] ?? '').matchAll(/<font>([\s\S]*?)<\/font>/g)].map((m) =>
    m[1]!.includes('<b/>'),
  );
  const xfs = [...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf numFmtId="(\d+)" fontId="(\d+)"/g)];
  const sheet = part('xl/worksheets/sheet1.xml');
  const cells: Record<string, ReadCell> = {};
  for (const [, reference, attributes, body] of sheet.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const style = xfs[Number(/ s="(\d+)"/.exec(attributes!)?.[1] ?? 0)];
    const inline = /<t[^>]*>([\s\S]*?)<\/t>/.exec(body ?? '')?.[1];
    const number = /<v>([^<]*)<\/v>/.exec(body ?? '')?.[1];
    cells[reference!] = {
      value: inline !== undefined ? unescapeXml(inline) : number !== undefined ? Number(number) : null,
      ...(style && formats.has(style[1]!) ? { format: formats.get(style[1]!) } : {}),
      ...(style && fonts[Number(style[2])] ? { bold: true } : {}),
    };
  }
  const frozenRows = Number(/<pane ySplit="(\d+)"[^>]*state="frozen"/.exec(sheet)?.[1] ?? 0);
  return { name, rows: [...sheet.matchAll(/<row /g)].length, frozenRows, cells };
}
