import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Site } from './site.ts';
import type { TestAccount } from './accounts.ts';

const CREATE_ADMIN = fileURLToPath(new URL('../../../server/src/cli/create-admin.ts', import.meta.url));

/**
 * Makes `account` staff (an admin) as an operator would: `npm run create-admin` while the server
 * runs, which hands the work to the server over its operator channel in DATA_DIR.
 */
export async function promoteToStaff(site: Site, account: TestAccount): Promise<void> {
  const env = { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: site.server.dataDir };
  const promoted = spawnSync(process.execPath, [CREATE_ADMIN, account.email], { env, encoding: 'utf8' });
  if (promoted.status !== 0 || !promoted.stdout.includes('done by the running server')) {
    throw new Error(`create-admin failed: ${promoted.stderr}${promoted.stdout}`);
  }
}

/** Calls the API as `account` with the bearer token from its login (bearer calls need no CSRF header). */
export async function apiAs(site: Site, account: TestAccount) {
  const login = await fetch(`${site.url}/proxy/deviceOwner/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const call = async (method: string, path: string, body?: unknown) => {
    const form = body instanceof FormData;
    const response = await fetch(`${site.url}/proxy${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${data.token}`,
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as { code: number; message: string; data: unknown };
  };
  return { call };
}
