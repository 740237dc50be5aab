import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

const fontFile = createRequire(import.meta.url);
/**
 * Embedded fonts: Inter's whole TrueType files (`@expo-google-fonts/inter`), so Latin Extended and Vietnamese names print as
 * themselves ("Nguyễn & Łukasz, Đà Nẵng"), not as boxes. Every PDF carries the subset of glyphs
 * it uses, as real, searchable text.
 */
const FONT_FILES = {
  regular: fontFile.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: fontFile.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
} as const;

export type PdfFontName = keyof typeof FONT_FILES;

let parsed: Record<PdfFontName, Font> | undefined;

/**
 * The portal's fonts, read and parsed once per process: pdfkit would otherwise open and parse
 * each file for every document. A parsed font is read-only to pdfkit, which makes its own subset
 * and layout cache per document.
 */
export function pdfFonts(): Record<PdfFontName, Font> {
  parsed ??= {
    regular: create(readFileSync(FONT_FILES.regular)) as Font,
    bold: create(readFileSync(FONT_FILES.bold)) as Font,
  };
  return parsed;
}
