import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { woffToSfnt } from './woff.ts';

const fontFile = createRequire(import.meta.url);
/** Embedded fonts (Inter, latin subset): every PDF carries its own glyphs and real, searchable text. */
const FONT_FILES = {
  regular: fontFile.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: fontFile.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
} as const;

export type PdfFontName = keyof typeof FONT_FILES;

let parsed: Record<PdfFontName, Font> | undefined;

/**
 * The portal's fonts, read, unpacked from WOFF and parsed once per process. pdfkit would
 * otherwise open and parse each file for every document; a parsed font is read-only to pdfkit,
 * which makes its own subset and layout cache per document.
 */
export function pdfFonts(): Record<PdfFontName, Font> {
  parsed ??= {
    regular: create(woffToSfnt(readFileSync(FONT_FILES.regular))) as Font,
    bold: create(woffToSfnt(readFileSync(FONT_FILES.bold))) as Font,
  };
  return parsed;
}
