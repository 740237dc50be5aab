import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { axisStep, GRAPH_RATIO, type StressStrainCurve } from './stress-strain.ts';

const WIDTH = 800;
const HEIGHT = WIDTH * GRAPH_RATIO;
const PLOT = { left: 70, top: 20, width: 690, height: 320 };
const COLOURS = ['#047857', '#1d4ed8', '#b45309', '#b91c1c', '#7c3aed', '#0f766e', '#be185d', '#4d7c0f'];

const fontFile = createRequire(import.meta.url);
let font: Buffer | undefined;
/** satori lays text out with Inter (WOFF, which it reads; not WOFF2), read once per process. */
const interRegular = () => (font ??= readFileSync(fontFile.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')));

const ticks = (max: number) => {
  const step = axisStep(max);
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, index) => index * step);
};

const label = (value: number) => value.toLocaleString('en-US');

/** The chart as a satori tree: the plot's lines as inline SVG, every text (ticks, axes, legend) laid out by satori. */
function Chart({ curves }: { curves: readonly StressStrainCurve[] }) {
  const points = curves.flatMap((curve) => curve.points);
  const xTicks = ticks(Math.max(...points.map(([strain]) => strain)));
  const yTicks = ticks(Math.max(...points.map(([, stress]) => stress)));
  const xMax = xTicks.at(-1)! + axisStep(xTicks.at(-1)!);
  const yMax = yTicks.at(-1)! + axisStep(yTicks.at(-1)!);
  const x = (strain: number) => (strain / xMax) * PLOT.width;
  const y = (stress: number) => PLOT.height - (stress / yMax) * PLOT.height;
  return (
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: 'flex',
        position: 'relative',
        backgroundColor: '#ffffff',
        fontFamily: 'Inter',
        fontSize: 13,
        color: '#0f172a',
      }}
    >
      <div style={{ position: 'absolute', left: PLOT.left, top: 0, fontSize: 12, color: '#334155' }}>Stress (psi)</div>
      <svg width={PLOT.width} height={PLOT.height} style={{ position: 'absolute', left: PLOT.left, top: PLOT.top }}>
        {yTicks.map((tick) => (
          <line key={`y${tick}`} x1={0} x2={PLOT.width} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" strokeWidth={1} />
        ))}
        {xTicks.map((tick) => (
          <line key={`x${tick}`} x1={x(tick)} x2={x(tick)} y1={0} y2={PLOT.height} stroke="#e2e8f0" strokeWidth={1} />
        ))}
        <line x1={0} x2={PLOT.width} y1={PLOT.height} y2={PLOT.height} stroke="#334155" strokeWidth={1.5} />
        <line x1={0} x2={0} y1={0} y2={PLOT.height} stroke="#334155" strokeWidth={1.5} />
        {curves.map((curve, index) => (
          <polyline
            key={curve.specimenNum}
            points={curve.points.map(([strain, stress]) => `${x(strain)},${y(stress)}`).join(' ')}
            fill="none"
            stroke={COLOURS[index % COLOURS.length]}
            strokeWidth={2}
          />
        ))}
      </svg>
      {yTicks.map((tick) => (
        <div
          key={`yl${tick}`}
          style={{
            position: 'absolute',
            left: 0,
            width: PLOT.left - 8,
            top: PLOT.top + y(tick) - 8,
            display: 'flex',
            justifyContent: 'flex-end',
            fontSize: 11,
          }}
        >
          {label(tick)}
        </div>
      ))}
      {xTicks.map((tick) => (
        <div
          key={`xl${tick}`}
          style={{
            position: 'absolute',
            left: PLOT.left + x(tick) - 30,
            width: 60,
            top: PLOT.top + PLOT.height + 4,
            display: 'flex',
            justifyContent: 'center',
            fontSize: 11,
          }}
        >
          {label(tick)}
        </div>
      ))}
      <div
        style={{
          position: 'absolute',
          left: PLOT.left,
          width: PLOT.width,
          top: PLOT.top + PLOT.height + 22,
          display: 'flex',
          justifyContent: 'center',
          fontSize: 12,
          color: '#334155',
        }}
      >
        Strain (microstrain)
      </div>
      <div
        style={{ position: 'absolute', left: PLOT.left, top: HEIGHT - 48, width: PLOT.width, display: 'flex', flexWrap: 'wrap', gap: 16 }}
      >
        {curves.map((curve, index) => (
          <div key={curve.specimenNum} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <div style={{ width: 18, height: 4, backgroundColor: COLOURS[index % COLOURS.length] }} />
            <div>{curve.specimenNum}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The stress-strain graph of a report as a PNG, drawn on the server from the entered data:
 * satori lays the chart out (its text in Inter), resvg turns the SVG into pixels at twice the
 * size, sharp in print.
 */
export async function stressStrainPng(curves: readonly StressStrainCurve[]): Promise<Buffer> {
  const svg = await satori(<Chart curves={curves} />, {
    width: WIDTH,
    height: HEIGHT,
    fonts: [{ name: 'Inter', data: interRegular(), weight: 400, style: 'normal' }],
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH * 2 } }).render().asPng();
}
