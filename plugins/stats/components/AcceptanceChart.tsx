import type { AcceptanceGroup } from '../acceptance.service.ts';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 56, right: 16, top: 16, bottom: 32 };

/**
 * A group's strength tests as an SVG drawn on the server: each test a dot (red and square when
 * below the individual limit), the running average a line, f'c a dashed line, the limit dotted.
 */
export function AcceptanceChart({ group }: { group: AcceptanceGroup }) {
  const values = [group.fc, group.individualLimit, ...group.tests.map((test) => test.strength)];
  const low = Math.floor((Math.min(...values) * 0.9) / 500) * 500;
  const high = Math.ceil((Math.max(...values) * 1.05) / 500) * 500;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (group.tests.length === 1 ? plotWidth / 2 : (index * plotWidth) / (group.tests.length - 1));
  const y = (psi: number) => PAD.top + plotHeight - ((psi - low) / (high - low || 1)) * plotHeight;
  const averages = group.tests.flatMap((test, index) => (test.runningAverage === null ? [] : [`${x(index)},${y(test.runningAverage)}`]));
  const ticks = Array.from({ length: 5 }, (_, index) => low + ((high - low) * index) / 4);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-3xl"
      role="img"
      aria-label={`Strength tests of mix ${group.mixDesignNum || 'without a number'} against f'c ${group.fc} psi`}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
          <text x={PAD.left - 6} y={y(tick) + 4} fontSize="11" textAnchor="end" fill="#475569">
            {Math.round(tick).toLocaleString('en-US')}
          </text>
        </g>
      ))}
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(group.fc)} y2={y(group.fc)} stroke="#0f766e" strokeWidth="2" strokeDasharray="6 4" />
      <text x={WIDTH - PAD.right} y={y(group.fc) - 4} fontSize="11" textAnchor="end" fill="#0f766e">
        {`f'c ${group.fc.toLocaleString('en-US')} psi`}
      </text>
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={y(group.individualLimit)}
        y2={y(group.individualLimit)}
        stroke="#b91c1c"
        strokeDasharray="2 3"
      />
      {averages.length > 1 && <polyline points={averages.join(' ')} fill="none" stroke="#1d4ed8" strokeWidth="2" />}
      {group.tests.map((test, index) =>
        test.lowTest ? (
          <rect
            key={test.sampleNum + index}
            x={x(index) - 5}
            y={y(test.strength) - 5}
            width="10"
            height="10"
            fill="#b91c1c"
            data-low-test="true"
          />
        ) : (
          <circle key={test.sampleNum + index} cx={x(index)} cy={y(test.strength)} r="4" fill="#334155" />
        ),
      )}
      {group.tests.map((test, index) => (
        <text key={`label-${test.sampleNum}-${index}`} x={x(index)} y={HEIGHT - 10} fontSize="10" textAnchor="middle" fill="#475569">
          {test.sampleNum}
        </text>
      ))}
    </svg>
  );
}
