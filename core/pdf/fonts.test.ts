import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { pdfFonts } from './fonts.ts';
import { woffToSfnt } from './woff.ts';

const woffFile = createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-700-normal.woff');

describe('the PDF fonts', () => {
  it('unpacks a WOFF font into the sfnt it was made from: the same font, glyph for glyph', () => {
    const woff = readFileSync(woffFile);
    const sfnt = woffToSfnt(woff);
    // The sfnt's size is the one the WOFF header records (totalSfntSize).
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    const fromWoff = create(woff) as Font;
    const fromSfnt = create(sfnt) as Font;
    expect(fromSfnt.type).toBe('TTF');
    expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    const run = (font: Font) => font.layout('Specimen 1042.1.2: 4,140 psi').glyphs.map((glyph) => [glyph.id, glyph.advanceWidth]);
    expect(run(fromSfnt)).toEqual(run(fromWoff));
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes'))).toThrow('Not a WOFF 1.0 font');
  });

  it('parses the fonts once per process', () => {
    expect(pdfFonts()).toBe(pdfFonts());
    expect(pdfFonts().bold.postscriptName).toBe('Inter-Bold');
  });
});
