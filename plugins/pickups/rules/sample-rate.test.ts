import { describe, expect, it } from 'vitest';
import { sampleRate } from './sample-rate.ts';

describe('sample rate', () => {
  it("takes the customer's rate first, then the sample's, then the type's default", () => {
    expect(sampleRate({ customerRate: '18.5', sampleRate: '22', typeDefaultRate: '25' })).toBe('18.50');
    expect(sampleRate({ customerRate: null, sampleRate: '22', typeDefaultRate: '25' })).toBe('22.00');
    expect(sampleRate({ typeDefaultRate: 25 })).toBe('25.00');
    expect(sampleRate({})).toBeNull();
  });

  it("lets the sample's own rate win when 'Override Default Rate?' is on", () => {
    expect(sampleRate({ customerRate: '18.50', sampleRate: '30', typeDefaultRate: '25', overrideDefaultRate: true })).toBe('30.00');
    expect(sampleRate({ customerRate: '18.50', sampleRate: '', overrideDefaultRate: true })).toBe('18.50');
  });
});
