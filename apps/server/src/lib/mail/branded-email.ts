import { emailLocale, type EmailLocale, type EmailRecipient } from '../i18n/email-words.ts';
import { greetingName } from '../i18n/greeting-name.ts';
import type { MailMessage } from '../mailer.ts';
import { escapeHtml } from '../escape-html.ts';

export const BRAND_GREEN = '#11693f';

/** The site's look around an email's HTML: its page, card and name, then `body`. */
export function emailPage(language: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><body style="margin:0;padding:24px;background:#f3f8f5;font-family:Arial,Helvetica,sans-serif;color:#1b2a22">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:${BRAND_GREEN}">ReCircuit</p>
${body}
</td></tr></table></body></html>`;
}

/** The sign-off every email ends with, in the recipient's language. */
export function signOffHtml(words: EmailLocale): string {
  return `<p style="margin-top:32px">${words.html('common.signOff')}</p>`;
}

/** An email's one call to action, as a button: `labelHtml` is HTML already. */
export function emailButton(labelHtml: string, url: string): string {
  return `<p style="margin:28px 0"><a href="${escapeHtml(url)}" style="background:${BRAND_GREEN};color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${labelHtml}</a></p>`;
}

export interface BrandedEmail {
  /** The recipient, whose language the greeting, labels and sign-off are written in. */
  to: EmailRecipient;
  subject: string;
  /** Plain sentences, the same in the text and the HTML part. */
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Label and value pairs shown as a small table (order number, price…). */
  facts?: [string, string][];
}

/** An email in the site's look, as HTML and as plain text, in the recipient's language. */
export function brandedEmail(email: BrandedEmail): MailMessage {
  const words = emailLocale(email.to.language);
  const firstName = greetingName(email.to.firstName);
  const facts = email.facts ?? [];
  const text = [
    words.text('common.hello', { firstName }),
    '',
    ...email.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(facts.length ? [...facts.map(([label, value]) => words.text('common.factLine', { label, value })), ''] : []),
    ...(email.button ? [words.text('common.linkLine', { label: email.button.label, url: email.button.url }), ''] : []),
    words.text('common.signOff'),
  ].join('\n');
  const factRows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#4a5a52">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = emailPage(
    words.language,
    `<p>${words.html('common.hello', { firstName })}</p>
${email.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${factRows ? `<table role="presentation" style="margin:16px 0">${factRows}</table>` : ''}
${email.button ? emailButton(escapeHtml(email.button.label), email.button.url) : ''}
${signOffHtml(words)}`,
  );
  return { to: email.to.email, subject: email.subject, text, html };
}
