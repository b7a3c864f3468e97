import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { register } from './helpers/accounts.ts';
import { testConfig } from './helpers/test-app.ts';
import { cliRunner } from './helpers/cli.ts';

describe('npm run create-admin', () => {
  // Three runs of the command, each a Node process opening the database on disk: slow on a busy machine.
  it('promotes an existing account, and explains when the account does not exist', { timeout: 120_000 }, async () => {
    const env = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
    const config = await testConfig(env);
    const app = await buildApp(config);
    const { email, userId } = await register(app);
    await app.close();

    const run = cliRunner('create-admin', { DATA_DIR: config.dataDir, ...env });
    const promoted = run(email.toUpperCase());
    expect(promoted.status).toBe(0);
    expect(promoted.stdout).toContain('is now an admin');

    const missing = run('nobody@example.org');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No account uses nobody@example.org');

    const usage = run();
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('Usage');

    const again = await buildApp(config);
    const user = await again.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/login',
      payload: { email, password: 'Recycle2026' },
    });
    const sid = user.cookies.find((cookie) => cookie.name === 'sid')?.value;
    const me = await again.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/currentUser',
      headers: { cookie: `sid=${sid}` },
    });
    expect(me.json().data).toMatchObject({ userId, role: 'admin' });
    await again.close();
  });
});
