import type { Page } from 'playwright-core';
import { linkIn, waitForEmails } from '../../../server/test/helpers/outbox.ts';

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh account's details; each test that changes an account makes its own. */
export function newAccount(label: string): TestAccount {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${label}-${Date.now().toString(36)}-${counter}@example.org`,
    password: 'Recycle2025',
  };
}

/** Creates the account straight through the API (the dialog journey has its own test). */
export async function registerThroughApi(baseUrl: string, account: TestAccount): Promise<void> {
  const response = await fetch(`${baseUrl}/proxy/deviceOwner/registerOwner`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, privacyConsent: true, marketingConsent: false }),
  });
  if (!response.ok) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
}

/** Follows the link in the account's welcome email, as its owner would. */
export async function confirmEmailFromOutbox(baseUrl: string, dataDir: string, account: TestAccount): Promise<void> {
  const [welcome] = await waitForEmails(dataDir, account.email.toLowerCase());
  const link = new URL(linkIn(welcome as string, '/proxy/deviceOwner/confirm-email'));
  const response = await fetch(`${baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
  if (response.headers.get('location') !== '/?emailConfirmation=confirmed') {
    throw new Error(`email confirmation failed: ${response.status} ${response.headers.get('location')}`);
  }
}

export function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Sign in to ReCircuit' });
}

export function registerDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Create your ReCircuit account' });
}

/** Fills and sends the open login dialog. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'LOG IN' }).click();
}

/** Opens the login dialog from the header (desktop) and signs in. */
export async function logInFromHeader(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await submitLogin(page, email, password);
  await loginDialog(page).waitFor({ state: 'hidden' });
}

export function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}
