import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmEmailFromOutbox, newAccount, registerThroughApi, toast, type TestAccount } from './support/accounts.ts';
import { seriousAxeViolations } from './support/browser.ts';
import { bearerApi, goToSection, openConsoleAs } from './support/console.ts';
import { useSite } from './support/site.ts';
import { promoteToStaff } from './support/staff.ts';

// A staff member adds a partner in the console, edits it, issues its key and retires it; the public list follows.
const site = useSite();
let staff: TestAccount;

beforeAll(async () => {
  const admin = newAccount('partners-admin');
  staff = newAccount('partners-staff');
  await registerThroughApi(site.url, admin);
  await registerThroughApi(site.url, staff);
  await promoteToStaff(site, admin);
  await confirmEmailFromOutbox(site.url, site.server.dataDir, staff);
  const asAdmin = await bearerApi(site, admin);
  const found = await asAdmin.call<{ items: { id: string }[] }>(
    'GET',
    `/api/admin/users?q=${encodeURIComponent(staff.email)}`,
  );
  await asAdmin.call('PUT', `/api/admin/users/${found.body.data.items[0]?.id}/role`, { role: 'staff' });
});

/** The public list's names of one kind, as a visitor's page asks for them. */
async function publicNames(kind: string): Promise<string[]> {
  const response = await fetch(`${site.url}/proxy/api/partners?kind=${kind}`);
  const body = (await response.json()) as { data: { name: string }[] };
  return body.data.map((partner) => partner.name);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe('partners in the operations console', () => {
  it('a staff member adds a charity, edits it, issues its key and retires it', async () => {
    const { page, context, errors } = await openConsoleAs(site, staff);
    await goToSection(page, 'Partners');
    // The heading comes before the list's answer.
    await page.getByTestId('partner-row').first().waitFor();
    expect(await page.getByTestId('partner-row').count()).toBeGreaterThanOrEqual(20);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'New partner' }).click();
    await page.getByRole('heading', { level: 1, name: 'New partner' }).waitFor();
    await field(page, 'Name').fill('Old Town Laptops (demo)');
    await field(page, 'Address').fill('5 Canongate Steps, Edinburgh');
    await field(page, 'Postcode').fill('eh1 1yz');
    await field(page, 'Latitude').fill('55.95033');
    await field(page, 'Longitude').fill('-3.19302');
    await field(page, 'Opening hours').fill('Mo-Fr 10:00-16:00; Sa off');
    await page.getByText('Read as: Monday to Friday 10:00–16:00; closed Saturday').waitFor();
    // A trade-in partner must say how it pays: the form says so before anything is sent.
    await page.getByRole('button', { name: 'Add partner' }).click();
    await page.getByText('A trade-in partner or specialist must pay the owner in at least one way').waitFor();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('charity');
    expect(await page.getByRole('checkbox', { name: 'Cash' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Demo' }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add partner' }).click();
    await toast(page, 'Partner added').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Old Town Laptops (demo)' }).waitFor();
    expect(await publicNames('charity')).toContain('Old Town Laptops (demo)');

    await field(page, 'Name').fill('Old Town Laptop Library (demo)');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Partner saved').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Old Town Laptop Library (demo)' }).waitFor();
    expect(await publicNames('charity')).toContain('Old Town Laptop Library (demo)');

    await page.getByRole('button', { name: 'Issue a new key' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Issue a new key' }).click();
    const key = await page.getByTestId('partner-key-value').inputValue();
    expect(key.length).toBeGreaterThanOrEqual(20);
    await page.getByText('Copy it now and give it to the partner: it will not be shown again.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Retire' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retire' }).click();
    await toast(page, 'Partner retired').waitFor();
    await expect.poll(() => page.getByTestId('partner-status').textContent()).toBe('Retired');
    expect(await publicNames('charity')).not.toContain('Old Town Laptop Library (demo)');

    await page.getByRole('link', { name: 'Back to partners' }).click();
    const row = page.getByTestId('partner-row').filter({ hasText: 'Old Town Laptop Library (demo)' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Retired');
    expect(await row.textContent()).toContain('Has a key');
    expect(await row.textContent()).toContain('Edinburgh · EH1 1YZ');
    expect(errors).toEqual([]);
    await context.close();
  });
});
