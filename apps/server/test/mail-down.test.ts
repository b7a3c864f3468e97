import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { registerAndLogin, uniqueEmail } from './helpers/accounts.ts';
import { freePort } from './helpers/free-port.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';

// The app's SMTP server is down at first (nothing listens on its port), then comes up.
let port: number;
let harness: TestApp;
let sink: SmtpSink | undefined;
beforeAll(async () => {
  port = await freePort();
  harness = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
});
afterAll(async () => {
  await harness.close();
  await sink?.close();
});

const subscribe = (email: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/proxy/subscription/subscribe',
    payload: { firstName: 'Sam', lastName: 'Tp', email, privacyConsent: true },
  });

describe('when the mail server is down', () => {
  it('a subscription says the email could not be sent, and trying again once it is up sends it', async () => {
    const email = uniqueEmail('down');
    const refused = await subscribe(email);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 503, message: SERVER_MESSAGES.mailUnavailable, data: null });
    expect(refused.body).not.toContain(String(port));

    sink = await startSmtpSink(port);
    const sent = await subscribe(email);
    expect(sent.json().message).toBe('Email sent successfully');
    expect(sink.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
  });

  it('a contact message says it was not sent rather than pretending', async () => {
    await sink?.close();
    sink = undefined;
    const ann = await registerAndLogin(harness.app);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/contact',
      headers: ann.writeHeaders,
      payload: { subject: 'My order', message: 'Where is my voucher?' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(SERVER_MESSAGES.mailUnavailable);
  });
});
