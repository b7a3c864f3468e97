import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { uniqueEmail } from './helpers/accounts.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';

let sink: SmtpSink;
let harness: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  harness = await createTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await harness.close();
  await sink.close();
});

describe('subscription email through SMTP', () => {
  it('delivers the confirmation, with a working confirm link, to a real SMTP server', async () => {
    const email = uniqueEmail('smtp');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/subscription/subscribe',
      payload: { firstName: 'Sam', lastName: 'Tp', email },
    });
    expect(response.json().message).toBe('Email sent successfully');
    const message = sink.messages.find((entry) => entry.to.includes(email));
    expect(message?.raw).toContain('Subject: Please confirm your ReCircuit subscription');
    const flat = (message?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const confirm = flat.match(
      /https?:\/\/[^\s"<>]+\/proxy\/subscription\/confirm\?token=[A-Za-z0-9_.-]+/,
    )?.[0] as string;
    const url = new URL(confirm);
    const followed = await harness.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(followed.headers.location).toBe('/?subscription=confirmed');
  });
});
