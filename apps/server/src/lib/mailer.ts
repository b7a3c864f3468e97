import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { AppError } from './app-error.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  outboxPath?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  /** Waits for messages still being sent, then closes the transport. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** Told of each message sent or refused (the metrics). */
  counted?: (outcome: 'sent' | 'failed') => void;
}

/** Sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file to the outbox. */
export function createMailer(options: MailerOptions): Mailer {
  const inner = options.smtpUrl ? smtpMailer(options, options.smtpUrl) : outboxMailer(options);
  const pending = new Set<Promise<unknown>>();
  return {
    mode: inner.mode,
    send(message) {
      // The transport's error (host names, SMTP replies) goes to the log; the caller gets a clear 503.
      const sending = inner.send(message).then(
        (sent) => {
          options.counted?.('sent');
          return sent;
        },
        (error: unknown) => {
          options.counted?.('failed');
          options.log.error({ err: error }, 'email not sent');
          throw new AppError(503, SERVER_MESSAGES.mailUnavailable);
        },
      );
      const settled = sending.catch(() => {}).finally(() => pending.delete(settled));
      pending.add(settled);
      return sending;
    },
    async close() {
      await Promise.all(pending);
      inner.close();
    },
  };
}

interface Transport {
  readonly mode: Mailer['mode'];
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

function smtpMailer(options: MailerOptions, smtpUrl: string): Transport {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    mode: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      options.log.info({ messageId: info.messageId }, 'email sent through SMTP');
      return { messageId: info.messageId as string };
    },
    close: () => transport.close(),
  };
}

function outboxMailer(options: MailerOptions): Transport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const outboxPath = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(outboxPath, info.message as Buffer, { mode: 0o600 });
      options.log.info({ outboxPath }, 'email written to the outbox (no SMTP_URL set)');
      return { messageId: info.messageId, outboxPath };
    },
    close: () => transport.close(),
  };
}
