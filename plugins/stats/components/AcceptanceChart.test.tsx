import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AcceptanceGroup } from '../acceptance.service.ts';
import { acceptance } from '../rules/aci318.ts';
import { ACCEPTANCE_PLOT, AcceptanceChart } from './AcceptanceChart.tsx';
import { AcceptanceView } from './AcceptanceView.tsx';
import { elementsOf, elementWith } from './chart/test-support.ts';

const groupOf = (fc: number, strengths: readonly number[]): AcceptanceGroup => ({
  mixDesignNum: 'M-40',
  fc,
  ...acceptance(
    fc,
    strengths.map((strength, index) => ({ sampleNum: `S-${index + 1}`, cylinders: [strength] })),
  ),
});

/** The points of a polygon, or a circle's centre, of the first mark inside `markup`. */
function centreOf(markup: string): { x: number; y: number } {
  const circle = elementsOf(markup, 'circle')[0];
  if (circle) return { x: Number(circle.cx), y: Number(circle.cy) };
  const points = elementsOf(markup, 'polygon')[0]!
    .points!.split(' ')
    .map((point) => point.split(',').map(Number) as [number, number]);
  return { x: points.reduce((sum, [x]) => sum + x, 0) / points.length, y: points.reduce((sum, [, y]) => sum + y, 0) / points.length };
}

/** Each `<g>` carrying `attribute`, with that attribute's value and the markup of its mark. */
const marked = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`<g ${attribute}="([^"]*)"([^>]*)>(.*?)</g>`, 'g'))].map((match) => ({
    value: Number(match[1]),
    flagged: match[2]!,
    mark: match[3]!,
  }));

describe('the acceptance chart drawn on the server', () => {
  // f'c 4,000 psi: the limit is 3,500. Tests 4,200, 3,400, 4,100 and 4,600; the averages of three
  // are (4,200 + 3,400 + 4,100) / 3 = 3,900 (below f'c) and (3,400 + 4,100 + 4,600) / 3 = 4,033.
  // The axis spans 3,400 × 0.95 = 3,230 to 4,600 × 1.05 = 4,830, made nice in steps of 200:
  // 3,200 to 5,000 over a plot 220 high, so y(psi) = 220 × (5,000 − psi) / 1,800.
  const group = groupOf(4000, [4200, 3400, 4100, 4600]);
  const html = renderToStaticMarkup(<AcceptanceChart group={group} />);
  const y = (psi: number) => (220 * (5000 - psi)) / 1800;

  it("draws the f'c line at the height of f'c and the individual limit at 3,500 psi", () => {
    expect(ACCEPTANCE_PLOT.height).toBe(220);
    const fc = elementsOf(elementWith(html, 'g', 'data-fc-line="4000"'), 'line')[0]!;
    expect(Number(fc.y1)).toBeCloseTo(y(4000)); // 122.2
    expect(fc.y2).toBe(fc.y1);
    expect([Number(fc.x1), Number(fc.x2)]).toEqual([0, ACCEPTANCE_PLOT.width]);
    expect(html).toContain('f&#x27;c 4,000 psi</text>');
    const limit = elementsOf(elementWith(html, 'g', 'data-limit-line="3500"'), 'line')[0]!;
    expect(Number(limit.y1)).toBeCloseTo(y(3500)); // 183.3
  });

  it('flags exactly the failing test with the triangle, at its strength', () => {
    const tests = marked(html, 'data-strength');
    expect(tests.map((test) => test.value)).toEqual([4200, 3400, 4100, 4600]);
    const flagged = tests.filter((test) => test.flagged.includes('data-low-test="true"'));
    expect(flagged.map((test) => test.value)).toEqual([3400]);
    expect(flagged[0]!.mark).toContain('<polygon');
    expect(centreOf(flagged[0]!.mark).y).toBeCloseTo(y(3400)); // 195.6
    for (const passing of tests.filter((test) => test !== flagged[0])) {
      expect(passing.mark).toContain('<circle');
      expect(centreOf(passing.mark).y).toBeCloseTo(y(passing.value));
    }
  });

  it('draws the running average from the third test, its failing point a diamond', () => {
    const averages = marked(html, 'data-average');
    expect(averages.map((point) => point.value)).toEqual([3900, 4033]);
    expect(averages.map((point) => point.flagged.includes('data-low-average="true"'))).toEqual([true, false]);
    // A diamond: four corners around the average's height.
    expect(elementsOf(averages[0]!.mark, 'polygon')[0]!.points!.split(' ')).toHaveLength(4);
    expect(centreOf(averages[0]!.mark).y).toBeCloseTo(y(3900));
    const line = elementsOf(html, 'path').find((path) => path['data-running-average'])!;
    expect(line.d!.match(/[ML]/g)).toEqual(['M', 'L']);
    expect(Number(line.d!.split(',')[1]!.split('L')[0])).toBeCloseTo(y(3900), 2);
  });

  it('names the chart, sums up the failures and explains its marks in a legend', () => {
    const svg = elementsOf(html, 'svg')[0]!;
    expect(svg.role).toBe('img');
    expect(html).toContain(`<title id="${svg['aria-labelledby']}">Strength tests of mix M-40 against f&#x27;c 4,000 psi</title>`);
    expect(html).toContain('Below the individual limit of 3,500 psi: 1. Averages of three below f&#x27;c: 1.');
    expect(html).toContain('>Strength (psi)</tspan>');
    for (const entry of [
      'Strength test',
      'Below the individual limit',
      'Average of 3 consecutive tests',
      'Average below f&#x27;c',
      'Individual limit',
    ])
      expect(html).toContain(`</svg>${entry}</li>`);
  });

  it('keeps every test but names only every few under the axis when there are many', () => {
    const many = groupOf(
      4000,
      Array.from({ length: 20 }, (_unused, index) => 4000 + (index % 5) * 100),
    );
    const markup = renderToStaticMarkup(<AcceptanceChart group={many} />);
    expect(marked(markup, 'data-strength')).toHaveLength(20);
    // At most six names: every fourth of twenty, S-1, S-5, ... S-17.
    const names = [...markup.slice(markup.indexOf('visx-axis-bottom')).matchAll(/>(S-\d+)<\/text>/g)].map((name) => name[1]);
    expect(names).toEqual(['S-1', 'S-5', 'S-9', 'S-13', 'S-17']);
  });
});

describe('the acceptance view', () => {
  it('gives the numbers of the chart in its table', () => {
    const html = renderToStaticMarkup(<AcceptanceView groups={[groupOf(4000, [4200, 3400, 4100, 4600])]} />);
    const rows = [...html.slice(html.indexOf('<tbody')).matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
      [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]),
    );
    expect(rows).toEqual([
      ['S-1', '4,200', '—', ''],
      ['S-2', '3,400', '—', 'Low test'],
      ['S-3', '4,100', '3,900', 'Low average'],
      ['S-4', '4,600', '4,033', ''],
    ]);
    expect(marked(html, 'data-strength').map((test) => test.value)).toEqual([4200, 3400, 4100, 4600]);
  });
});
