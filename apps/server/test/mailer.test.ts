import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mailer.ts';
import { createTestApp, tempDir } from './helpers/test-app.ts';
import pino from 'pino';

const log = pino({ level: 'silent' });
const message = {
  to: 'ann@example.org',
  subject: 'Welcome to ReCircuit',
  text: 'Hello Ann,\nthanks for joining.',
  html: '<p>Hello Ann, thanks for joining.</p>',
};

describe('mailer without SMTP', () => {
  it('writes each message as an .eml file in the outbox', async () => {
    const outboxDir = join(await tempDir(), 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: 'ReCircuit <no-reply@recircuit.example>', outboxDir, log });
    expect(mailer.mode).toBe('outbox');
    const sent = await mailer.send(message);
    expect(sent.outboxPath?.startsWith(outboxDir)).toBe(true);
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(outboxDir, files[0] as string), 'utf8');
    expect(eml).toContain('To: ann@example.org');
    expect(eml).toContain('Subject: Welcome to ReCircuit');
    expect(eml).toContain('From: ReCircuit <no-reply@recircuit.example>');
    expect(eml).toContain('thanks for joining');
  });

  it('is what the app uses when SMTP_URL is unset', async () => {
    const harness = await createTestApp();
    try {
      await harness.app.ready();
      expect(harness.app.mailer.mode).toBe('outbox');
      const sent = await harness.app.mailer.send(message);
      expect(sent.outboxPath?.startsWith(join(harness.config.dataDir, 'outbox'))).toBe(true);
    } finally {
      await harness.close();
    }
  });
});

describe('mailer with SMTP on loopback', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers through the SMTP server named by SMTP_URL', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: 'ReCircuit <no-reply@recircuit.example>',
      outboxDir: join(await tempDir(), 'outbox'),
      log,
    });
    expect(mailer.mode).toBe('smtp');
    const sent = await mailer.send(message);
    await mailer.close();
    expect(sent.outboxPath).toBeUndefined();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]?.to).toEqual(['ann@example.org']);
    expect(sink.messages[0]?.raw).toContain('From: ReCircuit <no-reply@recircuit.example>');
    expect(sink.messages[0]?.raw).toContain('Subject: Welcome to ReCircuit');
  });

  it('is what the app uses when SMTP_URL is set', async () => {
    const harness = await createTestApp({ SMTP_URL: sink.url });
    try {
      await harness.app.ready();
      expect(harness.app.mailer.mode).toBe('smtp');
      await harness.app.mailer.send({ ...message, to: 'bob@example.org' });
      expect(sink.messages.at(-1)?.to).toEqual(['bob@example.org']);
    } finally {
      await harness.close();
    }
  });
});

describe('the mailer counts what it sends', () => {
  it('tells of each message sent and each refused (the metrics)', async () => {
    const outcomes: string[] = [];
    const counted = (outcome: 'sent' | 'failed') => void outcomes.push(outcome);
    const from = 'ReCircuit <no-reply@recircuit.example>';
    const outboxDir = join(await tempDir(), 'outbox');
    const working = createMailer({ smtpUrl: undefined, from, outboxDir, log, counted });
    await working.send(message);
    // Nothing listens on port 1: the SMTP transport fails, and the caller gets the clear 503.
    const broken = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from, outboxDir, log, counted });
    await expect(broken.send(message)).rejects.toMatchObject({ statusCode: 503 });
    await Promise.all([working.close(), broken.close()]);
    expect(outcomes).toEqual(['sent', 'failed']);
  });
});
