import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForEmails, subjectOf } from '../../server/test/helpers/outbox.ts';
import {
  confirmEmailFromOutbox,
  logInFromHeader,
  newAccount,
  registerThroughApi,
  toast,
  type TestAccount,
} from './support/accounts.ts';
import { seriousAxeViolations } from './support/browser.ts';
import { bearerApi, goToSection, openConsoleAs, payCheckout, submitUnknownDevice } from './support/console.ts';
import { useSite } from './support/site.ts';
import { promoteToStaff } from './support/staff.ts';
import { makeZip } from './support/zip.ts';
import { answerCondition } from './support/condition.ts';

// A staff member's day in the operations console, each step then seen by the owner.
const site = useSite();
let owner: TestAccount;
let admin: TestAccount;
let staff: TestAccount;
const ARCHIVE = makeZip({ 'photos/beach.txt': 'sand and sea', 'notes.txt': 'kept safe' });

beforeAll(async () => {
  owner = newAccount('day-owner');
  admin = newAccount('day-admin');
  staff = newAccount('day-staff');
  for (const account of [owner, admin, staff]) await registerThroughApi(site.url, account);
  await promoteToStaff(site, admin);
});

/** Opens the order `orderNumber` from its queue, found by the search box. */
async function openFromQueue(page: Page, section: string, orderNumber: string) {
  await goToSection(page, section);
  await page.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => page.getByTestId('queue-row').count()).toBe(1);
  await page.getByRole('link', { name: orderNumber, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
}

const statusOf = (page: Page) => page.getByTestId('admin-order-status').textContent();

/** Takes the order's next step by its button, confirming when the console asks. */
async function nextStep(page: Page, label: string, confirm: boolean, note?: string) {
  const before = await statusOf(page);
  if (note) await page.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
  const button = page.getByTestId('next-action');
  expect(await button.textContent()).toBe(label);
  await button.click();
  if (confirm) {
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: label }).click();
  }
  await expect.poll(() => statusOf(page)).not.toBe(before);
}

describe("a staff member's day in the console", () => {
  it('the admin makes a colleague staff once their email is confirmed, after confirming; the colleague then finds the console in the user menu', async () => {
    const { page, context, errors } = await openConsoleAs(site, admin);
    await goToSection(page, 'Users');
    const search = async () => {
      await page.getByRole('searchbox', { name: 'Search' }).fill(staff.email);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
    };
    await search();
    expect(await page.getByTestId('user-role').textContent()).toBe('Owner');
    // Staff see owners' personal data: not before the colleague has confirmed their email address.
    await page.getByTestId('user-row').getByText('Can be made staff once their email is confirmed').waitFor();
    expect(await page.getByTestId('user-row').getByRole('button').count()).toBe(0);

    await confirmEmailFromOutbox(site.url, site.server.dataDir, staff);
    await page.reload();
    await search();
    const makeStaff = page.getByRole('button', { name: `Make ${staff.firstName} ${staff.lastName} staff` });
    await makeStaff.click();
    const dialog = page.getByRole('dialog', { name: `Make ${staff.firstName} ${staff.lastName} staff?` });
    await dialog.getByText(`(${staff.email}) will be able to use the operations console`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Cancel changes nothing; confirming does.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('user-role').textContent()).toBe('Owner');
    await makeStaff.click();
    await dialog.getByRole('button', { name: 'Make staff' }).click();
    await toast(page, 'Role changed').waitFor();
    await expect.poll(() => page.getByTestId('user-role').textContent()).toBe('Staff');

    // Their own row offers no change.
    await page.getByRole('searchbox', { name: 'Search' }).fill(admin.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('This is you').waitFor();
    expect(await page.getByTestId('user-row').getByRole('button').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const colleague = await site.open('/');
    await logInFromHeader(colleague.page, staff.email, staff.password);
    await colleague.page
      .getByRole('banner')
      .getByRole('button', { name: staff.email.split('@')[0] })
      .click();
    await colleague.page.getByRole('menuitem', { name: 'Operations console' }).click();
    await colleague.page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    // Staff see no Users section: that is for admins.
    expect(
      await colleague.page.getByRole('navigation', { name: 'Console' }).getByRole('link').allTextContents(),
    ).toEqual([
      'Overview',
      'Device orders',
      'Unknown devices',
      'Data orders',
      'Catalogue',
      'Partners',
      'Audit log',
      'Reports',
    ]);
    await colleague.context.close();
  });

  it('an unknown device: reviewed and identified against the catalogue → the owner sees it in My Orders and by email', async () => {
    const order = await submitUnknownDevice(site, owner, 'Black phone with three cameras, a small crack on the back');
    const { page, context, errors } = await openConsoleAs(site, staff);

    // The overview lists it, oldest first, in the queue of devices to review.
    const queue = page.getByTestId('queue-unknown-submitted');
    await queue.getByRole('link', { name: new RegExp(order.orderNumber) }).waitFor();

    await openFromQueue(page, 'Unknown devices', order.orderNumber);
    expect(await statusOf(page)).toBe('Submitted');
    expect(await page.getByTestId('order-owner').textContent()).toContain(owner.email);
    const thumb = page.getByTestId('unknown-photos').getByRole('img');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await nextStep(page, 'Start review', false);
    expect(await statusOf(page)).toBe('Under review');

    const picker = page
      .getByRole('textbox', { name: 'Catalogue model' })
      .or(page.getByRole('combobox', { name: 'Catalogue model' }));
    await picker.fill('iPhone 14');
    await page.getByRole('option', { name: 'Apple iPhone 14 · Mobile Phone', exact: true }).click();
    await page.getByRole('combobox', { name: 'Grade' }).selectOption('B');
    await page.getByRole('combobox', { name: 'Storage' }).selectOption('256');
    await page.getByRole('button', { name: 'Identify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Identify this device?' });
    expect(await dialog.textContent()).toContain('Apple iPhone 14');
    // Focus starts on Cancel: a stray Enter does not identify.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Identify' }).click();
    await toast(page, 'Device identified').waitFor();
    await expect.poll(() => statusOf(page)).toBe('Identified');
    expect(await page.getByTestId('identified-price').textContent()).toMatch(/^£\d+\.\d{2}$/);
    const timeline = (await page.getByTestId('admin-timeline').textContent()) ?? '';
    expect(timeline).toContain('Under review');
    expect(timeline).toContain('Identified');
    expect(timeline).toContain(`by ${staff.firstName}`);
    expect(await page.getByTestId('next-step').textContent()).toContain('Nothing to do');
    expect(errors).toEqual([]);
    await context.close();

    const emails = await waitForEmails(site.server.dataDir, owner.email.toLowerCase(), 1);
    const identified = emails.find((eml) => subjectOf(eml).startsWith('We have identified your device'));
    expect(identified, 'the identified email').toBeTruthy();
    expect(subjectOf(identified ?? '')).toContain('iPhone 14');

    const mine = await site.open('/');
    await logInFromHeader(mine.page, owner.email, owner.password);
    await mine.page.goto('/user/orders');
    await mine.page.getByRole('tab', { name: /unknown/i }).click();
    const item = mine.page.getByTestId('unknown-order').filter({ hasText: order.orderNumber });
    await item.waitFor();
    expect(await item.textContent()).toContain('Identified');
    expect(await item.textContent()).toContain('We identified it as Apple iPhone 14');
    expect(await item.getByRole('link', { name: 'Continue with this device' }).count()).toBe(1);
    // The link opens the form with what staff identified: model, colour and 256 GB; the owner's answers decide the grade.
    await item.getByRole('link', { name: 'Continue with this device' }).click();
    const selects = mine.page.locator('#main-content select:not([data-question])');
    await expect
      .poll(() => selects.evaluateAll((all: HTMLSelectElement[]) => all.map((select) => select.value)), {
        timeout: 10_000,
      })
      .toEqual(['Mobile Phone', 'Apple', 'iPhone 14', expect.stringMatching(/\S/), '256']);
    await answerCondition(mine.page, 'B');
    expect(await mine.page.getByTestId('condition-grade').textContent()).toMatch(/^Grade: B Like New\./);
    await mine.context.close();
  });

  it('an unknown device identified as a model drafted on the spot; another rejected with a reason the owner is told', async () => {
    const rare = await submitUnknownDevice(site, owner, 'A folding phone from 2024, hinge works, no scratches');
    const junk = await submitUnknownDevice(site, owner, 'A box of loose cables and a broken charger');
    const { page, context, errors } = await openConsoleAs(site, staff);

    await openFromQueue(page, 'Unknown devices', rare.orderNumber);
    await nextStep(page, 'Start review', false);
    await page.getByRole('button', { name: 'Draft a new model' }).click();
    const editor = page.getByRole('dialog', { name: 'Draft a new model' });
    const brand = `Foldco${Date.now().toString(36)}`;
    await editor
      .getByRole('combobox', { name: 'Type' })
      .or(editor.getByRole('textbox', { name: 'Type' }))
      .first()
      .fill('Mobile Phone');
    await editor.getByRole('textbox', { name: 'Brand' }).fill(brand);
    await editor.getByRole('textbox', { name: 'Model' }).fill('Flip 1');
    await editor.getByRole('textbox', { name: 'Release year' }).fill('2024');
    await editor.getByRole('textbox', { name: 'Launch price' }).fill('999');
    await editor.getByRole('combobox', { name: 'Colours' }).fill('Graphite');
    await editor.getByRole('combobox', { name: 'Colours' }).press('Enter');
    await editor.getByRole('combobox', { name: 'Storage options (GB)' }).fill('256');
    await editor.getByRole('combobox', { name: 'Storage options (GB)' }).press('Enter');
    await editor.getByRole('button', { name: 'Save as draft' }).click();
    await editor.waitFor({ state: 'hidden' });
    // The drafted model is picked, still a draft (the public does not see it).
    expect(await page.getByTestId('model-picker').inputValue()).toBe(`${brand} Flip 1 · Mobile Phone (draft)`);
    await page.getByRole('combobox', { name: 'Grade' }).selectOption('A');
    await page.getByTestId('next-action').click();
    await page.getByRole('dialog', { name: 'Identify this device?' }).getByRole('button', { name: 'Identify' }).click();
    await expect.poll(() => statusOf(page)).toBe('Identified');
    expect(await page.getByTestId('identified-price').textContent()).toMatch(/^£\d+\.\d{2}$/);

    await openFromQueue(page, 'Unknown devices', junk.orderNumber);
    // A reason is required, said at the field before anything is sent.
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Please give a reason').waitFor();
    await page.getByRole('textbox', { name: 'Reason' }).fill('We only take whole devices, not loose parts.');
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this device?' });
    expect(await dialog.textContent()).toContain('We only take whole devices');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Device rejected').waitFor();
    await expect.poll(() => statusOf(page)).toBe('Rejected');
    expect(errors).toEqual([]);
    await context.close();

    const emails = await waitForEmails(site.server.dataDir, owner.email.toLowerCase(), 3);
    expect(emails.some((eml) => eml.replace(/=\r?\n/g, '').includes('We only take whole devices'))).toBe(true);
    const mine = await site.open('/');
    await logInFromHeader(mine.page, owner.email, owner.password);
    await mine.page.goto('/user/orders');
    await mine.page.getByRole('tab', { name: /unknown/i }).click();
    const item = mine.page.getByTestId('unknown-order').filter({ hasText: junk.orderNumber });
    await item.waitFor();
    expect(await item.textContent()).toContain(
      'We could not take this device: We only take whole devices, not loose parts.',
    );
    await mine.context.close();
  });

  it("a device order moved step by step to Completed → the owner's timeline shows every step", async () => {
    const api = await bearerApi(site, owner);
    const saved = await api.call<{ deviceId: string; orderId: string; orderNumber: string }>(
      'POST',
      '/api/device-recycle/save-device',
      {
        classification: 'recycle',
        partnerId: 'circuit-reclaim-demo',
        type: 'Mobile Phone',
        brand: 'Apple',
        name: 'iPhone 14',
        color: 'Midnight',
        storage: 128,
        grade: 'B',
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(saved.status).toBe(200);
    const { orderNumber, deviceId } = saved.body.data;

    const { page, context, errors } = await openConsoleAs(site, staff);
    await openFromQueue(page, 'Device orders', orderNumber);
    expect(await statusOf(page)).toBe('Submitted');
    // The hand-in is recorded at the counter with the grade found (a recycled device is not paid for).
    await page.getByRole('combobox', { name: 'Grade found' }).selectOption('C');
    await page.getByTestId('hand-in-submit').click();
    await toast(page, 'Hand-in recorded and the owner emailed').waitFor();
    await expect.poll(() => statusOf(page)).toBe('Handed in');
    expect(await page.getByTestId('device-grade-found').textContent()).toBe('C');
    await nextStep(page, 'Mark as Received', false, 'Brought to the hub counter');
    // The wipe and the completion ask first; Cancel leaves the order as it was.
    await page.getByTestId('next-action').click();
    const asked = page.getByRole('dialog', { name: 'Mark as Wiped?' });
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(await statusOf(page)).toBe('Received');
    await nextStep(page, 'Mark as Wiped', true);
    await nextStep(page, 'Mark as Completed', true);
    expect(await statusOf(page)).toBe('Completed');
    expect(await page.getByTestId('next-step').textContent()).toContain('Nothing to do');
    expect(await page.getByTestId('admin-timeline').textContent()).toContain('Brought to the hub counter');
    expect(errors).toEqual([]);
    await context.close();

    const mine = await site.open('/');
    await logInFromHeader(mine.page, owner.email, owner.password);
    await mine.page.goto(`/device-info?userId=${api.userId}&deviceId=${deviceId}`);
    await mine.page.getByTestId('order-fields').waitFor();
    await expect.poll(() => mine.page.getByTestId('order-status').textContent()).toBe('Completed');
    const steps = await mine.page.locator('.mantine-Timeline-itemTitle').allTextContents();
    expect(steps).toEqual(['Submitted', 'Handed in', 'Received', 'Wiped', 'Completed']);
    await mine.context.close();
  });

  it('a retrieval: started and archived in the console (a small zip, with progress) → the owner downloads it', async () => {
    const api = await bearerApi(site, owner);
    const placed = await api.call<{ orderId: string; orderNumber: string; checkoutUrl: string }>(
      'POST',
      '/api/data-retrieval/request-service',
      {
        serviceType: 'retrieval',
        deviceType: 'phone',
        deviceName: 'Pixel 8',
        dataType: 'photos',
        dataSize: 20,
        storageDuration: 3,
        afterCare: 'collect',
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(placed.status).toBe(200);
    const { orderId, orderNumber, checkoutUrl } = placed.body.data;
    const mine = await site.open('/');
    await logInFromHeader(mine.page, owner.email, owner.password);
    await payCheckout(mine.page, checkoutUrl);

    const { page, context, errors } = await openConsoleAs(site, staff);
    await openFromQueue(page, 'Data orders', orderNumber);
    // Paid, it waits for the device: staff record it received, then start.
    expect(await statusOf(page)).toBe('Awaiting device');
    await page.getByRole('button', { name: 'Device received' }).click();
    await toast(page, 'Device recorded as received').waitFor();
    await expect.poll(() => statusOf(page)).toBe('Processing');
    await page.getByRole('button', { name: 'Start work' }).click();
    await toast(page, 'Work started').waitFor();
    await page.getByRole('button', { name: 'Upload archive' }).waitFor();

    // Nothing chosen: said at the field, nothing sent.
    await page.getByRole('button', { name: 'Upload archive' }).click();
    await page.getByText('Please choose the zip file to upload').waitFor();

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'pixel-8.zip', mimeType: 'application/zip', buffer: ARCHIVE });
    await page.getByRole('button', { name: 'Upload archive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload this archive?' });
    expect(await dialog.textContent()).toContain('pixel-8.zip');
    await dialog.getByRole('button', { name: 'Upload archive' }).click();
    await toast(page, 'Archive uploaded: the order is completed').waitFor();
    await expect.poll(() => statusOf(page)).toBe('Completed');
    expect(errors).toEqual([]);
    await context.close();

    await mine.page.goto(`/mobile-order-detail?orderId=${orderId}`);
    await expect.poll(() => mine.page.getByTestId('order-status').textContent()).toBe('Completed');
    const [download] = await Promise.all([
      mine.page.waitForEvent('download'),
      mine.page.getByRole('button', { name: 'Retrieve My Data' }).click(),
    ]);
    expect(Buffer.compare(await readFile(await download.path()), ARCHIVE)).toBe(0);
    await mine.context.close();
  });

  it('a certified erasure recorded once in the console → verifies at /verify/{code}; an admin corrects it with a reason', async () => {
    const api = await bearerApi(site, owner);
    const placed = await api.call<{ orderId: string; orderNumber: string; checkoutUrl: string }>(
      'POST',
      '/api/data-retrieval/request-service',
      {
        serviceType: 'erase',
        deviceType: 'laptop',
        deviceName: 'MacBook Air M1',
        eraseLevel: 'certified',
        deviceSerial: 'C02-XK-4471',
        afterCare: 'collect',
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(placed.status).toBe(200);
    const { orderNumber, checkoutUrl } = placed.body.data;
    const mine = await site.open('/');
    await logInFromHeader(mine.page, owner.email, owner.password);
    await payCheckout(mine.page, checkoutUrl);
    await mine.context.close();

    const { page, context, errors } = await openConsoleAs(site, staff);
    await openFromQueue(page, 'Data orders', orderNumber);
    await page.getByRole('button', { name: 'Device received' }).click();
    await page.getByRole('button', { name: 'Start work' }).click();
    await page.getByRole('button', { name: 'Record erasure' }).waitFor();

    // The form checks what the server checks: method, tool, verification and its result are required.
    await page.getByRole('button', { name: 'Record erasure' }).click();
    await page.getByText('Please choose the erasure method: Clear or Purge').waitFor();
    await page.getByText('Please enter the erasure tool used (at most 100 characters)').waitFor();
    await page.getByText('Please choose the verification result: Passed or Failed').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A certified order offers Purge only.
    const methods = await page.getByRole('combobox', { name: 'Method' }).locator('option').allTextContents();
    expect(methods.filter((method) => method === 'Clear')).toEqual([]);
    await page.getByRole('combobox', { name: 'Method' }).selectOption('Purge');
    await page.getByRole('textbox', { name: 'Tool', exact: true }).fill('nwipe');
    await page.getByRole('textbox', { name: 'Tool version' }).fill('0.35');
    await page.getByRole('textbox', { name: 'Verification' }).fill('Full read-back of every sector');
    await page.getByRole('combobox', { name: 'Result' }).selectOption('Passed');
    expect(await page.getByRole('textbox', { name: 'Device serial number' }).inputValue()).toBe('C02-XK-4471');
    await page.getByRole('button', { name: 'Record erasure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record this erasure?' });
    expect(await dialog.textContent()).toContain('certificate is issued');
    await dialog.getByRole('button', { name: 'Record erasure' }).click();
    await toast(page, 'Erasure recorded: the order is completed').waitFor();
    await expect.poll(() => statusOf(page)).toBe('Completed');
    const code = (await page.getByTestId('admin-certificate').textContent()) ?? '';
    expect(code).toMatch(/^[A-Za-z0-9-]{12,}$/);
    // Once completed it is never recorded again, and a member of staff cannot correct it.
    expect(await page.getByRole('button', { name: 'Record erasure' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Correct certificate' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await site.open(`/verify/${code}`);
    await visitor.page.getByTestId('certificate-verdict').waitFor();
    expect(await visitor.page.getByTestId('certificate-verdict').textContent()).toContain('Genuine certificate');
    const main = (await visitor.page.locator('main').textContent()) ?? '';
    expect(main).toContain('MacBook Air M1');
    // Initials and a staff reference, never the staff member's name.
    expect(main).toMatch(/ST-[0-9A-Z]{6}/);
    await visitor.context.close();

    // An admin corrects it: a written reason, confirmed; the certificate is revoked and a new one issued.
    const reason = 'The tool version was typed as 0.35; the erasure log says 0.36.';
    const asAdmin = await openConsoleAs(site, admin);
    await openFromQueue(asAdmin.page, 'Data orders', orderNumber);
    expect(await asAdmin.page.getByRole('button', { name: 'Record erasure' }).count()).toBe(0);
    await asAdmin.page.getByRole('button', { name: 'Correct certificate' }).click();
    const form = asAdmin.page.getByRole('form', { name: 'Correct the certificate' });
    await form.getByRole('button', { name: 'Correct certificate' }).click();
    await asAdmin.page.getByText('Please give the reason for the correction (10 to 500 characters)').waitFor();
    expect(await asAdmin.page.getByRole('dialog').count()).toBe(0);
    await form.getByRole('textbox', { name: 'Reason for the correction' }).fill(reason);
    await form.getByRole('combobox', { name: 'Method' }).selectOption('Purge');
    await form.getByRole('textbox', { name: 'Tool', exact: true }).fill('nwipe');
    await form.getByRole('textbox', { name: 'Tool version' }).fill('0.36');
    await form.getByRole('textbox', { name: 'Verification' }).fill('Full read-back of every sector');
    await form.getByRole('combobox', { name: 'Result' }).selectOption('Passed');
    await form.getByRole('button', { name: 'Correct certificate' }).click();
    const confirmation = asAdmin.page.getByRole('dialog', { name: 'Correct this certificate?' });
    expect(await confirmation.textContent()).toContain(code);
    await confirmation.getByRole('button', { name: 'Correct certificate' }).click();
    await toast(asAdmin.page, 'Certificate corrected: a new one was issued').waitFor();
    await expect.poll(() => asAdmin.page.getByTestId('admin-certificate').textContent()).not.toBe(code);
    const corrected = (await asAdmin.page.getByTestId('admin-certificate').textContent()) ?? '';
    expect(asAdmin.errors).toEqual([]);
    await asAdmin.context.close();

    // The revoked certificate says when and why, and links to the new one.
    const again = await site.open(`/verify/${code}`);
    await again.page.getByTestId('certificate-verdict').waitFor();
    expect(await again.page.getByTestId('certificate-verdict').textContent()).toContain(
      'This certificate has been revoked',
    );
    expect(await again.page.getByTestId('revocation-reason').textContent()).toBe(`Why: ${reason}`);
    await again.page.getByRole('link', { name: new RegExp(`replaced it \\(${corrected}\\)`) }).click();
    await again.page.waitForURL(`**/verify/${corrected}`);
    await expect
      .poll(() => again.page.getByTestId('certificate-verdict').textContent())
      .toContain('Genuine certificate');
    await again.context.close();
  });

  it("the audit log lists the day's steps, newest first, and the report downloads them as CSV", async () => {
    const { page, context, errors } = await openConsoleAs(site, staff);
    await goToSection(page, 'Audit log');
    await expect.poll(() => page.getByTestId('audit-row').count()).toBeGreaterThan(5);
    const text = (await page.getByTestId('audit-table').textContent()) ?? '';
    expect(text).toContain(staff.email);
    expect(text).toContain(admin.email);

    await goToSection(page, 'Reports');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('order number');
    expect(csv).toContain(owner.email);
    expect(csv).not.toMatch(/argon2|\$argon/);

    // A reversed period is refused at the field, with the contract's words.
    await page.getByLabel('From').fill('2025-02-10');
    await page.getByLabel('To (included)').fill('2025-02-01');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await page.getByText('The start date must not be after the end date').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
