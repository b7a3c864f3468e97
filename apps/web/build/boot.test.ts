import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@recircuit/contract';

// src/boot.ts is a separate entry of a few bytes (docs/rendering.md): it names the page data
// element itself rather than importing the contract, which would join it to the app's chunks.
const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/boot.ts'), 'utf8');

describe('the boot script', () => {
  it('reads the page data element the server writes', () => {
    expect(source).toContain(`document.getElementById('${PAGE_DATA_ELEMENT_ID}')`);
  });

  it('imports nothing', () => {
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});
