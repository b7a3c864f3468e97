import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@recircuit/contract';
import {
  PASSWORD,
  login,
  register,
  registerAndLogin,
  registerStaff,
  uniqueEmail,
  type SignedIn,
} from './helpers/accounts.ts';
import { call, currentModel, modelIdOf, placeDeviceOrder, rowsOf, submitUnknown } from './helpers/admin.ts';
import { placeOrder, retrieval } from './helpers/data-orders.ts';
import { emailsTo, outboxEmails, waitForEmails } from './helpers/outbox.ts';
import { readEmail, type ReadEmail } from './helpers/read-email.ts';
import { handInAsStaff } from './helpers/hand-in.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();
const app = () => harness.app;
let staff: SignedIn;
beforeAll(async () => {
  staff = await registerStaff(harness.app);
});

const setLanguage = (userId: string, language: Language) =>
  app().db.execute(sql`update users set language = ${language} where id = ${userId}`);

/** The emails to `to` whose subject passes `test`, read. */
async function mailsTo(to: string, test: (subject: string) => boolean = () => true): Promise<ReadEmail[]> {
  return emailsTo(await outboxEmails(harness.config.dataDir), to)
    .map(readEmail)
    .filter((mail) => test(mail.subject));
}

async function waitForMail(to: string, test: (subject: string) => boolean): Promise<ReadEmail> {
  for (let i = 0; i < 100; i += 1) {
    const [found] = await mailsTo(to, test);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no such email to ${to}`);
}

describe('a device order status change', () => {
  it("is written in the owner's saved language (fr-FR): subject, status, both parts", async () => {
    const owner = await registerAndLogin(app(), { firstName: 'Amélie', lastName: 'Martin' });
    await setLanguage(owner.userId, 'fr-FR');
    const order = await placeDeviceOrder(app(), owner, currentModel);
    const device = `${currentModel.brand} ${currentModel.name}`;
    // The hand-in has its own email (hand-in.test.ts); the staff steps after it are status changes.
    expect((await handInAsStaff(app(), staff, order.orderId)).status).toBe(200);
    const moved = await call(app(), 'POST', `/proxy/api/admin/device-orders/${order.orderId}/status`, staff, {
      status: 'Received',
    });
    expect(moved.status).toBe(200);

    // The order-placed email names the order too: this is the status change's.
    const mail = await waitForMail(
      owner.email,
      (subject) => subject.includes(order.orderNumber) && subject.includes('statut'),
    );
    expect(mail.subject).toBe(`Votre commande ${order.orderNumber} a un nouveau statut\u00a0: Reçue`);
    expect(mail.text).toContain('Bonjour Amélie,');
    // The device and the order number stay as they are; the words around them are French.
    expect(mail.text).toContain(`Votre appareil ${device} est arrivé à notre atelier.`);
    expect(mail.text).toContain(`Numéro de commande\u00a0: ${order.orderNumber}`);
    expect(mail.text).toContain('Statut\u00a0: Reçue');
    expect(mail.text).toContain('L’équipe ReCircuit');
    expect(mail.html).toContain('<html lang="fr-FR">');
    expect(mail.html).toContain('Voir votre commande');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/Hello|Received|Your order|The ReCircuit team/);
  });

  it('keeps the en-GB words exactly for an owner whose language is en-GB', async () => {
    const owner = await registerAndLogin(app(), { firstName: 'Olive', lastName: 'Owner' });
    const order = await placeDeviceOrder(app(), owner, currentModel);
    const device = `${currentModel.brand} ${currentModel.name}`;
    await handInAsStaff(app(), staff, order.orderId);
    await call(app(), 'POST', `/proxy/api/admin/device-orders/${order.orderId}/status`, staff, { status: 'Received' });

    const mail = await waitForMail(
      owner.email,
      (subject) => subject === `Your order ${order.orderNumber} is now Received`,
    );
    expect(mail.subject).toBe(`Your order ${order.orderNumber} is now Received`);
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(
      [
        'Hello Olive,',
        '',
        `Your ${device} has arrived at our hub. Next, we erase the data on it.`,
        '',
        `Order number: ${order.orderNumber}`,
        `Device: ${device}`,
        'Status: Received',
        '',
      ].join('\n'),
    );
    expect(mail.text).toContain('See your order: ');
    expect(mail.text).toContain('The ReCircuit team');
    expect(mail.html).toContain('<html lang="en-GB">');
  });

  it('follows a language changed later on the profile', async () => {
    const owner = await registerAndLogin(app(), { firstName: 'Jonas' });
    const changed = await app().inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: owner.writeHeaders,
      payload: { language: 'de-DE' },
    });
    expect(changed.statusCode).toBe(200);
    const order = await placeDeviceOrder(app(), owner, currentModel);
    await handInAsStaff(app(), staff, order.orderId);
    await call(app(), 'POST', `/proxy/api/admin/device-orders/${order.orderId}/status`, staff, { status: 'Received' });
    const mail = await waitForMail(
      owner.email,
      (subject) => subject.includes(order.orderNumber) && subject.includes('Status'),
    );
    expect(mail.subject).toBe(`Ihr Auftrag ${order.orderNumber} hat jetzt den Status „Eingegangen“`);
    expect(mail.text).toContain('Guten Tag Jonas,');
    expect(mail.text).toContain('Ihr ReCircuit-Team');
  });
});

describe('the welcome email', () => {
  it('is in French for a person who registers with the site in French, and so is the link sent again', async () => {
    // Registered from a French browser: the lang cookie says fr-FR.
    const fr = uniqueEmail('bienvenue');
    const registered = await app().inject({
      method: 'POST',
      url: '/proxy/deviceOwner/registerOwner',
      remoteAddress: '10.201.0.1',
      headers: { cookie: 'lang=fr-FR' },
      payload: { firstName: 'Chloé', lastName: 'Dupont', email: fr, password: PASSWORD, privacyConsent: true },
    });
    expect(registered.statusCode).toBe(200);
    const [first] = await waitForEmails(harness.config.dataDir, fr);
    const welcome = readEmail(first as string);
    expect(welcome.subject).toBe('Bienvenue chez ReCircuit\u00a0: veuillez confirmer votre adresse e-mail');
    expect(welcome.text).toContain('Bonjour Chloé,');
    expect(welcome.text).toContain('Votre compte ReCircuit est prêt.');
    expect(welcome.text).toContain('/proxy/deviceOwner/confirm-email?token=');
    expect(welcome.html).toContain('Confirmer mon adresse e-mail');
    expect(welcome.html).not.toMatch(/Welcome|Hello|Please confirm/);

    // "Send the link again" writes in the saved language too.
    const signedIn = await login(app(), fr);
    const again = await app().inject({
      method: 'POST',
      url: '/proxy/deviceOwner/send-confirmation',
      headers: signedIn.writeHeaders,
    });
    expect(again.statusCode).toBe(200);
    const both = await waitForEmails(harness.config.dataDir, fr, 2);
    expect(both.map((eml) => readEmail(eml).subject)).toEqual([welcome.subject, welcome.subject]);
  });

  it('is the en-GB words, unchanged, for a person who registers in English', async () => {
    const { email } = await register(app(), { firstName: 'Zebedee' });
    const [eml] = await waitForEmails(harness.config.dataDir, email);
    const welcome = readEmail(eml as string);
    expect(welcome.subject).toBe('Welcome to ReCircuit: please confirm your email');
    expect(welcome.text).toContain('Hello Zebedee,');
    expect(welcome.text).toContain('Please confirm your email address with this link (it works once, for 48 hours):');
    expect(welcome.text).toContain(
      'If you did not create this account, do not open the link: reply to this email and we will remove the account.',
    );
    expect(welcome.html).toContain('<a href="http');
    expect(welcome.html).toContain('Confirm my email address</a>');
    expect(welcome.text).toContain('The ReCircuit team');
  });
});

describe('the subscription confirmation', () => {
  let address = 0;
  const subscribe = (email: string, headers: Record<string, string>, news = false) => {
    address += 1;
    return app().inject({
      method: 'POST',
      url: '/proxy/subscription/subscribe',
      remoteAddress: `10.202.0.${address}`,
      headers,
      payload: { firstName: 'Greta', lastName: 'Vogel', email, privacyConsent: true, news },
    });
  };

  it('is in German for a subscriber whose browser asks for German, which is kept on the subscriber', async () => {
    const email = uniqueEmail('abo');
    const answer = await subscribe(email, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }, true);
    expect(answer.statusCode).toBe(200);
    const [eml] = await waitForEmails(harness.config.dataDir, email);
    const mail = readEmail(eml as string);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr ReCircuit-Abonnement');
    expect(mail.text).toContain('Guten Tag Greta,');
    expect(mail.text).toContain(
      'Bitte bestätigen Sie, dass Sie Neuigkeiten und Tipps von ReCircuit sowie Informationen zu neuen Services und Angeboten per E-Mail erhalten möchten:',
    );
    expect(mail.text).toMatch(/Jederzeit abmelden: https?:\/\/\S+\/proxy\/subscription\/unsubscribe\?token=/);
    expect(mail.html).toContain('<html lang="de-DE">');
    expect(mail.html).toMatch(/Sie können sich jederzeit <a href="[^"]+unsubscribe\?token=[^"]+"[^>]*>abmelden<\/a>\./);
    expect(eml).toContain('List-Unsubscribe:');
    const rows = await rowsOf<{ language: string }>(
      app(),
      sql`select language from subscribers where email = ${email}`,
    );
    expect(rows[0]?.language).toBe('de-DE');
  });

  it('is the en-GB words, unchanged, without a language asked for', async () => {
    const email = uniqueEmail('news');
    expect((await subscribe(email, {})).statusCode).toBe(200);
    const [eml] = await waitForEmails(harness.config.dataDir, email);
    const mail = readEmail(eml as string);
    expect(mail.subject).toBe('Please confirm your ReCircuit subscription');
    expect(mail.text).toContain('Please confirm that you would like ReCircuit news and tips by email:');
    expect(mail.text).toContain(
      'If you did not ask for this, ignore this email and you will hear nothing more from us.',
    );
    expect(mail.html).toMatch(/You can <a href="[^"]+"[^>]*>unsubscribe<\/a> at any time\./);
    const rows = await rowsOf<{ language: string }>(
      app(),
      sql`select language from subscribers where email = ${email}`,
    );
    expect(rows[0]?.language).toBe('en-GB');
  });
});

describe('money, dates and grades in the language', () => {
  it('a data-service order placed by a zh-CN owner: the service, price and greeting in Chinese', async () => {
    const owner = await registerAndLogin(app(), { firstName: '小明' });
    await setLanguage(owner.userId, 'zh-CN');
    const order = await placeOrder(app(), owner, retrieval({ storageDuration: 4 }));
    const mail = await waitForMail(owner.email, (subject) => subject.includes(order.orderNumber));
    expect(mail.subject).toBe(`您的 ReCircuit 数据服务订单 ${order.orderNumber}`);
    expect(mail.text).toContain('小明，您好：');
    expect(mail.text).toContain('服务：数据提取，托管期 4 个月');
    expect(mail.text).toMatch(/价格：£\d+\.\d{2}\n/);
    expect(mail.text).toContain('设备：Pixel 7');
  });

  it('an identified device for a de-DE owner: the quote as German money, the date and the grade in German', async () => {
    const owner = await registerAndLogin(app(), { firstName: 'Jonas' });
    await setLanguage(owner.userId, 'de-DE');
    const order = await submitUnknown(app(), owner);
    const modelId = await modelIdOf(app(), currentModel);
    const identified = await call(app(), 'POST', `/proxy/api/admin/unknown-orders/${order.orderId}/identify`, staff, {
      modelId,
      grade: 'B',
    });
    expect(identified.status).toBe(200);
    const price = identified.body.data.identification.price as number;
    const device = `${currentModel.brand} ${currentModel.name}`;
    const mail = await waitForMail(owner.email, (subject) => subject.startsWith('Wir haben Ihr Gerät bestimmt'));
    expect(mail.subject).toBe(`Wir haben Ihr Gerät bestimmt: ${device}`);
    const euros = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price);
    expect(mail.text).toContain(`Angebot: ${euros}\u00a0£`);
    expect(mail.text).toContain('Zustand: B (Wie neu)');
    expect(mail.text).toMatch(/gültig bis zum \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}\./);
  });
});
