import { Resvg } from '@resvg/resvg-js';

/**
 * The installed app's icon: a concrete test cylinder on the lab's green, drawn without text (so
 * no font is needed) and safe inside the round mask phones cut icons with.
 */
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<rect width="100" height="100" fill="#166534"/>
<path d="M32 30v40a18 7 0 0 0 36 0V30" fill="#e2e8f0"/>
<ellipse cx="50" cy="30" rx="18" ry="7" fill="#f8fafc"/>
<path d="M32 46a18 7 0 0 0 36 0" fill="none" stroke="#94a3b8" stroke-width="2"/>
</svg>`;

const drawn = new Map<number, Uint8Array>();

/** The icon as a PNG square of this many pixels, drawn once per size and kept (it never changes). */
export function appIconPng(size: number): Uint8Array {
  let png = drawn.get(size);
  if (!png) {
    png = new Uint8Array(new Resvg(ICON_SVG, { fitTo: { mode: 'width', value: size } }).render().asPng());
    drawn.set(size, png);
  }
  return png;
}
