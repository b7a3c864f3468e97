/** What recycling one device of a kind avoids and recovers (article 4's calculator factors). */
export const MATERIALS = ['copper', 'gold', 'silver', 'cobalt', 'aluminium', 'plastic'] as const;
export type Material = (typeof MATERIALS)[number];
export const DEVICE_KINDS = ['phone', 'laptop', 'tablet', 'other'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export interface DeviceFactor {
  co2eKg: number;
  materialsG: Record<Material, number>;
}

export interface FactorSource {
  title: string;
  publisher: string;
  url: string;
}

export type CalculatorFactors = Record<DeviceKind, DeviceFactor> & { sources?: FactorSource[] };

export type DeviceCounts = Record<DeviceKind, number>;

export interface Impact {
  co2eKg: number;
  materialsG: Record<Material, number>;
}

/** A count typed by a person: whole, not negative, at most 10,000. */
export function clampCount(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number < 0) return 0;
  return Math.min(10_000, Math.floor(number));
}

/** Sums each kind's factors times how many of that kind. */
export function computeImpact(factors: CalculatorFactors, counts: DeviceCounts): Impact {
  const materialsG = Object.fromEntries(MATERIALS.map((material) => [material, 0])) as Record<Material, number>;
  let co2eKg = 0;
  for (const kind of DEVICE_KINDS) {
    const count = clampCount(counts[kind]);
    const factor = factors[kind];
    if (!factor || count === 0) continue;
    co2eKg += factor.co2eKg * count;
    for (const material of MATERIALS) materialsG[material] += (factor.materialsG[material] ?? 0) * count;
  }
  return { co2eKg, materialsG };
}

/** Whether a value from the server has the shape the calculator needs. */
export function isCalculatorFactors(value: unknown): value is CalculatorFactors {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return DEVICE_KINDS.every((kind) => {
    const factor = record[kind] as Partial<DeviceFactor> | undefined;
    return (
      typeof factor === 'object' &&
      factor !== null &&
      typeof factor.co2eKg === 'number' &&
      typeof factor.materialsG === 'object' &&
      factor.materialsG !== null
    );
  });
}
