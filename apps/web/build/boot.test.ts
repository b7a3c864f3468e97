import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// src/boot.ts is a separate entry of a few bytes (docs/rendering.md) that the server writes into the head
// as a classic script, with the modules to load on its own element.
const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/boot.ts'), 'utf8');

describe('the boot script', () => {
  it('reads its modules from its own element', () => {
    expect(source).toContain('document.currentScript');
  });

  it('imports nothing and exports nothing, so it runs as a classic script', () => {
    expect(source).not.toMatch(/^\s*(import|export)\s/m);
  });
});
