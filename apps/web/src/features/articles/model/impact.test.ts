import { describe, expect, it } from 'vitest';
import { clampCount, computeImpact, isCalculatorFactors, type CalculatorFactors } from './impact';

const materials = (value: number) => ({
  copper: value,
  gold: value / 100,
  silver: value / 10,
  cobalt: value / 2,
  aluminium: value * 2,
  plastic: value * 3,
});
const factors: CalculatorFactors = {
  phone: { co2eKg: 10, materialsG: materials(10) },
  laptop: { co2eKg: 100, materialsG: materials(100) },
  tablet: { co2eKg: 30, materialsG: materials(30) },
  other: { co2eKg: 5, materialsG: materials(5) },
  sources: [],
};

describe('computeImpact', () => {
  it('sums each kind times its count', () => {
    const impact = computeImpact(factors, { phone: 2, laptop: 1, tablet: 0, other: 3 });
    expect(impact.co2eKg).toBe(2 * 10 + 100 + 3 * 5);
    expect(impact.materialsG.copper).toBe(2 * 10 + 100 + 3 * 5);
    expect(impact.materialsG.plastic).toBe(3 * (2 * 10 + 100 + 3 * 5));
  });

  it('is zero for no devices', () => {
    expect(computeImpact(factors, { phone: 0, laptop: 0, tablet: 0, other: 0 }).co2eKg).toBe(0);
  });

  it('ignores negative, fractional and silly counts', () => {
    expect(clampCount(-3)).toBe(0);
    expect(clampCount(2.7)).toBe(2);
    expect(clampCount('abc')).toBe(0);
    expect(clampCount(1e9)).toBe(10_000);
  });
});

describe('isCalculatorFactors', () => {
  it('accepts the served shape and rejects others', () => {
    expect(isCalculatorFactors(factors)).toBe(true);
    expect(isCalculatorFactors(null)).toBe(false);
    expect(isCalculatorFactors({ phone: factors.phone })).toBe(false);
  });
});
