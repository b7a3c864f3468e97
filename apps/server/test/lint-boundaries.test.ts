import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The one-way imports of eslint.config.js (docs/decisions/0015-one-way-imports.md): a
// snippet placed where it breaks a rule must fail lint with that rule's message.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function layoutMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const broken: [string, string, string, string][] = [
  [
    'server lib/ imports a plugin',
    'apps/server/src/lib/probe.ts',
    "import { x } from '../plugins/session.ts';",
    'server lib/ and db/ import no plugin, no module, and not app.ts, server.ts or config.ts',
  ],
  [
    'server db/ imports a module',
    'apps/server/src/db/probe.ts',
    "export { users } from '../modules/accounts/tables.ts';",
    'server lib/ and db/ import no plugin, no module, and not app.ts, server.ts or config.ts',
  ],
  [
    'server lib/ imports config.ts',
    'apps/server/src/lib/mail/probe.ts',
    "import type { Config } from '../../config.ts';",
    'server lib/ and db/ import no plugin, no module, and not app.ts, server.ts or config.ts',
  ],
  [
    'a plugin imports a module',
    'apps/server/src/plugins/probe.ts',
    "import { SessionStore } from '../modules/accounts/session-store.ts';",
    'server plugins/ import lib/ only',
  ],
  [
    'a plugin imports app.ts',
    'apps/server/src/plugins/probe.ts',
    "import { buildApp } from '../app.ts';",
    'server plugins/ import lib/ only',
  ],
  [
    'a module imports a plugin',
    'apps/server/src/modules/uploads/probe.ts',
    "import { x } from '../../plugins/rate-limits.ts';",
    'server modules import no plugin',
  ],
  [
    "a module imports another module's tables",
    'apps/server/src/modules/device-orders/repository.ts',
    "import { users } from '../accounts/tables.ts';",
    "a module never imports another module's tables.ts",
  ],
  [
    "a module imports another module's repository",
    'apps/server/src/modules/device-orders/service.ts',
    "import { AccountsRepository } from '../accounts/repository.ts';",
    "a module never imports another module's repository.ts",
  ],
  [
    'a service imports drizzle to query',
    'apps/server/src/modules/uploads/service.ts',
    "import { eq } from 'drizzle-orm';",
    "a module's queries live in its repository (repository.ts or <role>-repository.ts)",
  ],
  [
    'a file in a module folder imports its tables',
    'apps/server/src/modules/locations/import/importer.ts',
    "import { locations } from '../tables.ts';",
    "a module's queries live in its repository (repository.ts or <role>-repository.ts)",
  ],
  [
    "a tables.ts imports another module's repository",
    'apps/server/src/modules/uploads/tables.ts',
    "import { x } from '../accounts/repository.ts';",
    "a module never imports another module's repository.ts",
  ],
  [
    'a web feature imports another feature',
    'apps/web/src/features/orders/components/probe.tsx',
    "import { x } from '../../account/api/get-profile';",
    'a web feature never imports another feature',
  ],
  [
    'a web feature file at its root imports another feature',
    'apps/web/src/features/orders/probe.ts',
    "import { x } from '../account/model/profile';",
    'a web feature never imports another feature',
  ],
  [
    'a web feature imports another feature by the long way',
    'apps/web/src/features/orders/api/probe.ts',
    "import { x } from '../../../features/account/api/get-profile';",
    'a web feature never imports another feature',
  ],
  [
    'web lib imports a feature',
    'apps/web/src/lib/probe.ts',
    "import { x } from '../features/account/api/get-profile';",
    'web components/ui and lib import no feature and nothing of app/',
  ],
  [
    'web components/ui imports app/',
    'apps/web/src/components/ui/probe.tsx',
    "import { x } from '../../app/router';",
    'web components/ui and lib import no feature and nothing of app/',
  ],
];

const allowed: [string, string, string][] = [
  [
    "a tables.ts imports another module's tables for a foreign key",
    'apps/server/src/modules/uploads/tables.ts',
    "import { users } from '../accounts/tables.ts';",
  ],
  [
    "a repository imports its own tables and drizzle, and a service another module's service",
    'apps/server/src/modules/device-orders/by-post-repository.ts',
    "import { eq } from 'drizzle-orm';\nimport { a } from './tables.ts';",
  ],
  [
    "a module's seed queries its tables",
    'apps/server/src/modules/catalogue/seed.ts',
    "import { sql } from 'drizzle-orm';\nimport { brands } from './tables.ts';",
  ],
  [
    "a service imports another module's service",
    'apps/server/src/modules/device-orders/probe.ts',
    "import type { AccountsService } from '../accounts/service.ts';",
  ],
  ['a plugin imports lib/', 'apps/server/src/plugins/probe.ts', "import { AppError } from '../lib/app-error.ts';"],
  [
    'a web feature imports its own files, lib and components/ui',
    'apps/web/src/features/orders/components/probe.tsx',
    "import { a } from '../api/list-orders';\nimport { b } from '../../../lib/api';\nimport { c } from '../../../components/ui/page';",
  ],
];

describe('lint: one-way imports', () => {
  it.each(broken)('fails when %s, naming the rule and the way instead', async (_name, filePath, code, rule) => {
    const messages = await layoutMessages(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`Layout: ${rule}.`);
    expect(messages[0]).toContain('docs/decisions/0015-one-way-imports.md');
  });

  it.each(allowed)('passes when %s', async (_name, filePath, code) => {
    expect(await layoutMessages(filePath, code)).toEqual([]);
  });
});

describe('lint: no import circles', () => {
  /** The violations `npm run lint`'s dependency-cruiser finds among these files, by rule. */
  async function circles(files: Record<string, string>): Promise<string[]> {
    const dir = await mkdtemp(join(tmpdir(), 'recircuit-cycle-'));
    try {
      for (const [name, code] of Object.entries(files)) await writeFile(join(dir, name), code);
      const config = (await import(new URL('../../../.dependency-cruiser.mjs', import.meta.url).href)) as {
        default: { forbidden: NonNullable<ICruiseOptions['ruleSet']>['forbidden']; options: ICruiseOptions };
      };
      const { tsConfig: _projectFile, ...options } = config.default.options;
      const result = await cruise([dir], {
        ...options,
        ruleSet: { forbidden: config.default.forbidden },
        validate: true,
      });
      if (typeof result.output === 'string') throw new Error(result.output);
      return result.output.summary.violations.map((violation) => violation.rule.name);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('fails on a circle of type-only imports', async () => {
    expect(
      await circles({
        'a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
        'b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
      }),
    ).toContain('no-circular');
  });

  it('fails on a longer circle of value imports', async () => {
    expect(
      await circles({
        'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
        'b.ts': "import { c } from './c.ts';\nexport const b = () => c;\n",
        'c.ts': "import { a } from './a.ts';\nexport const c = () => a;\n",
      }),
    ).toContain('no-circular');
  });

  it('passes imports that run one way', async () => {
    expect(
      await circles({
        'a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
        'b.ts': 'export type B = { n: number };\n',
      }),
    ).toEqual([]);
  });
});
