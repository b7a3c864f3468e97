import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { seedVersions } from './tables.ts';

/**
 * A step that writes reference data (catalogue, partners, articles…). Bump `version`
 * when its data changes; each version is applied once, inside one transaction.
 */
export interface SeedStep {
  name: string;
  version: number;
  run(tx: Database): Promise<void>;
}

/** Applies the steps in order (each module's steps are listed in app.ts: db/ knows no module). */
export async function runSeeds(db: Database, steps: SeedStep[]): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ version: seedVersions.version })
        .from(seedVersions)
        .where(eq(seedVersions.name, step.name))
        .for('update');
      if (current && current.version >= step.version) return;
      await step.run(tx as unknown as Database);
      await tx
        .insert(seedVersions)
        .values({ name: step.name, version: step.version })
        .onConflictDoUpdate({
          target: seedVersions.name,
          set: { version: step.version, appliedAt: new Date() },
        });
      applied.push(`${step.name}@${step.version}`);
    });
  }
  return applied;
}
