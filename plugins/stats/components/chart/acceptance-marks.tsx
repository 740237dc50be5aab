import { Circle, Line, Polygon } from '@visx/shape';

/**
 * The marks of the acceptance chart, shared with its legend. A failing point differs by its shape
 * as well as its colour: a test below the individual limit is a red triangle pointing down, an
 * average of three below f'c a hollow diamond.
 */
export const ACCEPTANCE_INK = {
  test: '#334155',
  lowTest: '#b91c1c',
  average: '#1d4ed8',
  fc: '#0f766e',
  limit: '#b91c1c',
} as const;

interface At {
  x: number;
  y: number;
}

export const TestMark = ({ x, y }: At) => <Circle cx={x} cy={y} r={4} fill={ACCEPTANCE_INK.test} />;

/** A downward triangle (visx turns the polygon's first vertex to 90°, straight down). */
export const LowTestMark = ({ x, y }: At) => <Polygon sides={3} size={7} rotate={-90} center={{ x, y }} fill={ACCEPTANCE_INK.lowTest} />;

export const AverageMark = ({ x, y }: At) => <Circle cx={x} cy={y} r={2.5} fill={ACCEPTANCE_INK.average} />;

export const LowAverageMark = ({ x, y }: At) => (
  <Polygon sides={4} size={6} center={{ x, y }} fill="white" stroke={ACCEPTANCE_INK.lowTest} strokeWidth={2} />
);

/** A horizontal rule across the plot: f'c dashed, the individual limit dotted. */
export const FcRule = ({ x1, x2, y }: { x1: number; x2: number; y: number }) => (
  <Line from={{ x: x1, y }} to={{ x: x2, y }} stroke={ACCEPTANCE_INK.fc} strokeWidth={2} strokeDasharray="6 4" />
);

export const LimitRule = ({ x1, x2, y }: { x1: number; x2: number; y: number }) => (
  <Line from={{ x: x1, y }} to={{ x: x2, y }} stroke={ACCEPTANCE_INK.limit} strokeWidth={1.5} strokeDasharray="2 3" />
);
