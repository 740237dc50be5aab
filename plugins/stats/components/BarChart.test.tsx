import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart, type BarRow, type BarSeries, type BarUnit } from './BarChart.tsx';
import { BAR_PLOT } from './chart/BarStackSvg.tsx';
import { elementsOf } from './chart/test-support.ts';
import { monthCountChart, resultsByStatusChart, revenueChart } from './stats-charts.ts';

const MONTHS = Array.from({ length: 12 }, (_unused, index) => `2026-${String(index + 1).padStart(2, '0')}`);
const draw = (title: string, unit: BarUnit, chart: { series: readonly BarSeries[]; rows: readonly BarRow[] }) =>
  renderToStaticMarkup(<BarChart title={title} column="Month" unit={unit} {...chart} />);

/** The bars drawn: their series, value and place. */
const barsOf = (html: string) =>
  elementsOf(html, 'rect')
    .filter((rect) => rect['data-series'])
    .map((rect) => ({
      series: rect['data-series'],
      value: Number(rect['data-value']),
      height: Number(rect.height),
      y: Number(rect.y),
      x: Number(rect.x),
    }));

/** Each body row of the chart's table as its cells' text. */
const tableRows = (html: string) =>
  [...html.slice(html.indexOf('<tbody')).matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1]),
  );

/** The labels of the y axis's ticks, bottom to top. */
const yTicks = (html: string) =>
  [...html.slice(html.indexOf('visx-axis-left'), html.indexOf('visx-axis-bottom')).matchAll(/<text x[^>]*>([^<]*)<\/text>/g)].map(
    (tick) => tick[1],
  );

describe('the revenue chart drawn on the server', () => {
  // January $100, February $400, March $250, the other months nothing: the axis runs from $0 to
  // $400 (d3's nice step for 400 is 50, which 400 already ends on) over a plot 200 high.
  const amounts: Record<string, number> = { '2026-01': 100, '2026-02': 400, '2026-03': 250 };
  const html = draw(
    'Revenue Invoiced per Month, 2026',
    { kind: 'money' },
    revenueChart(MONTHS.map((month) => ({ month, invoiced: amounts[month] ?? 0 }))),
  );

  it('draws a bar per month with revenue, its height in proportion to the amount, standing on the axis', () => {
    expect(BAR_PLOT.height).toBe(200);
    const bars = barsOf(html);
    // 100 / 400 × 200 = 50; 400 → the whole 200; 250 / 400 × 200 = 125; an empty month draws nothing.
    expect(bars.map((bar) => [bar.value, bar.height])).toEqual([
      [100, 50],
      [400, 200],
      [250, 125],
    ]);
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(200);
    expect(bars[0]!.x).toBeLessThan(bars[1]!.x);
    expect(bars[1]!.x).toBeLessThan(bars[2]!.x);
  });

  it('labels its axes in dollars and months', () => {
    // About five ticks: d3 steps 0 to 400 by 100.
    expect(yTicks(html)).toEqual(['$0', '$100', '$200', '$300', '$400']);
    expect(html).toContain('US dollars');
    expect(html).toContain('>Jan</text>');
    expect(html).toContain('>Dec</text>');
  });

  it('is an image named by its title and summed up in its description', () => {
    const svg = elementsOf(html, 'svg')[0]!;
    expect(svg.role).toBe('img');
    expect(svg.viewBox).toBe('0 0 400 240');
    expect(svg.width).toBe('100%');
    const title = new RegExp(`<title id="${svg['aria-labelledby']}">([^<]*)</title>`).exec(html);
    expect(title?.[1]).toBe('Revenue Invoiced per Month, 2026');
    const description = new RegExp(`<desc id="${svg['aria-describedby']}">([^<]*)</desc>`).exec(html);
    expect(description?.[1]).toContain('Jan 2026 to Dec 2026, $750.00 in all');
  });

  it('gives the same numbers in a table beside the chart', () => {
    const rows = tableRows(html);
    expect(rows).toHaveLength(12);
    expect(rows.slice(0, 4)).toEqual([
      ['Jan 2026', '$100.00'],
      ['Feb 2026', '$400.00'],
      ['Mar 2026', '$250.00'],
      ['Apr 2026', '$0.00'],
    ]);
    expect(html).not.toContain('aria-label="Legend"');
  });
});

describe('the results-by-status chart', () => {
  // March: 3 passed and 1 failed; April nothing; May: 2 passed and 2 pending. The tallest
  // stack is 4, so the axis runs 0 to 4 over 200: a result is 50 high.
  const chart = resultsByStatusChart(
    [
      { period: '2026-03', statuses: { Failed: 1, Passed: 3 } },
      { period: '2026-05', statuses: { Passed: 2, Pending: 2 } },
    ],
    '2026-03-01',
    '2026-05-31',
  );
  const html = draw('Results by Status', { kind: 'count', noun: 'Results' }, chart);

  it('stacks each month by status, Passed at the bottom, and names the statuses in a legend', () => {
    expect(chart.series.map((series) => series.key)).toEqual(['Passed', 'Failed', 'Pending']);
    expect(barsOf(html).map((bar) => [bar.series, bar.value, bar.height, bar.y])).toEqual([
      ['Passed', 3, 150, 50],
      ['Passed', 2, 100, 100],
      ['Failed', 1, 50, 0],
      ['Pending', 2, 100, 0],
    ]);
    const legend = html.slice(html.indexOf('aria-label="Legend"'), html.indexOf('</ul>'));
    expect([...legend.matchAll(/<\/svg>([^<]+)<\/li>/g)].map((entry) => entry[1])).toEqual(['Passed', 'Failed', 'Pending']);
  });

  it('counts in whole numbers and totals each month in its table', () => {
    expect(yTicks(html)).toEqual(['0', '1', '2', '3', '4']);
    expect(html).toContain('>Results</tspan>');
    expect(tableRows(html)).toEqual([
      ['Mar 2026', '3', '1', '0', '4'],
      ['Apr 2026', '0', '0', '0', '0'],
      ['May 2026', '2', '0', '2', '4'],
    ]);
  });

  it('says No Results, and draws nothing, when there are no results', () => {
    const empty = draw('Results by Status', { kind: 'count', noun: 'Results' }, resultsByStatusChart([], '2026-03-01', '2026-05-31'));
    expect(empty).toContain('No Results');
    expect(empty).not.toContain('<svg');
  });
});

describe('a count per month', () => {
  it('shows the months without pickups as zero and ticks no half pickups', () => {
    const chart = monthCountChart('Pickups', [{ month: '2026-01', count: 2 }], '2025-12-01', '2026-02-14');
    const html = draw('Pickups per Month', { kind: 'count', noun: 'Pickups' }, chart);
    expect(tableRows(html)).toEqual([
      ['Dec 2025', '0'],
      ['Jan 2026', '2'],
      ['Feb 2026', '0'],
    ]);
    // d3 would tick 0, 0.5, 1, 1.5 and 2 between 0 and 2.
    expect(yTicks(html)).toEqual(['0', '1', '2']);
    expect(barsOf(html).map((bar) => [bar.value, bar.height])).toEqual([[2, 200]]);
  });
});
