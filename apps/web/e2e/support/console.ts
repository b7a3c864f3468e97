import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './browser.ts';
import { loginDialog, submitLogin, type TestAccount } from './accounts.ts';
import type { Site } from './site.ts';

type Viewport = { width: number; height: number };

/** Opens /admin signed out, signs in through the login dialog it offers, and waits for the console. */
export async function openConsoleAs(site: Site, account: TestAccount, viewport: Viewport = VIEWPORTS.desktop) {
  const opened = await site.open('/admin', viewport);
  await submitLogin(opened.page, account.email, account.password);
  await loginDialog(opened.page).waitFor({ state: 'hidden' });
  await opened.page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  return opened;
}

/** The console's nav (at 768 px and below it sits behind the menu button). */
export async function goToSection(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Show or hide the console menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The API as `account` with a bearer token (no CSRF header needed), headers allowed. */
export async function bearerApi(site: Site, account: TestAccount) {
  const login = await fetch(`${site.url}/proxy/deviceOwner/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { data } = (await login.json()) as { data: { token: string; userId: string } };
  const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const form = body instanceof FormData;
    const response = await fetch(`${site.url}/proxy${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${data.token}`,
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as { code: number; message: string; data: T } };
  };
  return { userId: data.userId, call };
}

/** A small real photo for an unknown device. */
export function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 150, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The owner submits an unknown device through the API (one photo, as the form would); answers its order. */
export async function submitUnknownDevice(site: Site, owner: TestAccount, description: string) {
  const api = await bearerApi(site, owner);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await photo('#3a6'))], { type: 'image/jpeg' }), 'device.jpg');
  const uploaded = await api.call<string>('POST', '/file/upload', form);
  if (uploaded.status !== 200) throw new Error(`upload: ${JSON.stringify(uploaded.body)}`);
  const submitted = await api.call<{ orderId: string; orderNumber: string }>(
    'POST',
    '/api/unknown-device/submit',
    { description, imageUrls: [uploaded.body.data] },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  return submitted.body.data;
}

/** Pays a data order's checkout on the local test provider's page, as the owner would. */
export async function payCheckout(page: Page, checkoutUrl: string): Promise<void> {
  await page.goto(new URL(checkoutUrl).pathname);
  await page.getByRole('heading', { name: 'Test payment: no money moves' }).waitFor();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.waitForURL('**/pay-success?orderId=*');
  await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor({ timeout: 30_000 });
}

/** How far the page sticks out sideways (0 or less: it fits the window). */
export function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
