/** The graph's height over its width. */
export const GRAPH_RATIO = 460 / 800;

/** What the graph needs of one coupon: its area and the loads read from the test machine. */
export interface CouponReadings {
  specimenNum: string;
  /** in² */
  area: number | null;
  /** lbf at 1000 and 3000 microstrain */
  loadAt1000: number | null;
  loadAt3000: number | null;
  /** psi at failure */
  strength: number | null;
}

/** One coupon's curve: points of strain (µε) and stress (psi), from the origin to failure. */
export interface StressStrainCurve {
  specimenNum: string;
  points: Array<[number, number]>;
}

const usable = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;

/**
 * The stress-strain curves of a set of composite coupons, drawn from the entered data: the
 * stresses at 1000 and 3000 µε (load over area), and failure where the chord modulus between
 * them reaches the tensile strength (FRP is linear to failure, ASTM D3039). A coupon without
 * its readings has no curve.
 * @example
 * // 0.5 in², 500 lbf and 1500 lbf: 1000 and 3000 psi, a modulus of 1,000,000 psi, so 12,000 psi fails at 12,000 µε
 * stressStrainCurves([{ specimenNum: '7.1.1', area: 0.5, loadAt1000: 500, loadAt3000: 1500, strength: 12000 }])
 * // [{ specimenNum: '7.1.1', points: [[0, 0], [1000, 1000], [3000, 3000], [12000, 12000]] }]
 */
export function stressStrainCurves(coupons: readonly CouponReadings[]): StressStrainCurve[] {
  return coupons.flatMap(({ specimenNum, area, loadAt1000, loadAt3000, strength }) => {
    if (!usable(area) || !usable(loadAt1000) || !usable(loadAt3000) || !usable(strength)) return [];
    const at1000 = loadAt1000 / area;
    const at3000 = loadAt3000 / area;
    const modulus = (at3000 - at1000) / 0.002;
    if (!(modulus > 0)) return [];
    const failure = Math.max(3000, (strength / modulus) * 1e6);
    return [
      {
        specimenNum,
        points: [
          [0, 0],
          [1000, at1000],
          [3000, at3000],
          [failure, strength],
        ] as Array<[number, number]>,
      },
    ];
  });
}

/** A round step for an axis from 0 to `max`, about `count` steps: 1, 2 or 5 times a power of ten. */
export function axisStep(max: number, count = 5): number {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= raw)!;
}
