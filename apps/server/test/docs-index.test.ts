import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/README.md: "To record a new decision, add the next number ... and link it here."
const docs = new URL('../../../docs/', import.meta.url);

describe("the documentation's index", () => {
  it('links every decision record', () => {
    const index = readFileSync(new URL('README.md', docs), 'utf8');
    const records = readdirSync(new URL('decisions/', docs)).filter((name) => /^\d{4}-.+\.md$/.test(name));
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((name) => !index.includes(`(decisions/${name})`))).toEqual([]);
  });
});
