import { describe, expect, it } from 'vitest';
import { pdfFonts } from './fonts.ts';

describe('the PDF fonts', () => {
  it('parses the fonts once per process', () => {
    expect(pdfFonts()).toBe(pdfFonts());
    expect(pdfFonts().bold.postscriptName).toBe('Inter-Bold');
  });

  it('cover Latin Extended and Vietnamese, in both weights', () => {
    for (const font of Object.values(pdfFonts())) {
      const missing = [...'Nguyễn & Łukasz, Đà Nẵng, Şişli, Ørsted'].filter(
        (character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!),
      );
      expect(missing).toEqual([]);
    }
  });
});
