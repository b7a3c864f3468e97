import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every .eml in the outbox (the mailer writes there when no SMTP_URL is set). */
export async function outboxEmails(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
}

export function emailsTo(emails: string[], to: string): string[] {
  return emails.filter((eml) => eml.includes(`To: ${to}`));
}

/** Waits (up to about 5 s) until `count` emails to `to` are in the outbox: some are sent after the answer. */
export async function waitForEmails(dataDir: string, to: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 100; i += 1) {
    const found = emailsTo(await outboxEmails(dataDir), to);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no email to ${to} in the outbox`);
}

/** The first link to `path` in a (quoted-printable) email. */
export function linkIn(eml: string, path: string): string {
  const flat = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = flat.match(new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_.-]+`));
  if (!match) throw new Error(`no ${path} link`);
  return match[0];
}

/** The Subject header, unfolded and with RFC 2047 words decoded. */
export function subjectOf(eml: string): string {
  const match = eml.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m);
  const raw = (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
  return raw.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
