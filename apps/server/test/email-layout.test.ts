import { describe, expect, it } from 'vitest';
import { passwordChangedEmail, passwordResetEmail, welcomeEmail } from '../src/modules/accounts/emails.ts';
import { confirmationEmail } from '../src/modules/subscriptions/emails.ts';
import { secureLinkEmail } from '../src/modules/data-orders/emails.ts';
import { BRAND_GREEN } from '../src/lib/mail/branded-email.ts';

// Every email the site sends an owner has the one layout (lib/mail/branded-email.ts): the page in the
// recipient's language, the name at the top, and its call to action as a button.
const person = { email: 'ann@example.org', firstName: 'Ann', language: 'de-DE' as const };
const LINK = 'https://recircuit.example/a?b=1&c=2';
const ESCAPED = 'https://recircuit.example/a?b=1&#38;c=2';

const emails = {
  welcome: welcomeEmail(person, 'https://recircuit.example', LINK),
  'password reset': passwordResetEmail(person, LINK),
  'password changed': passwordChangedEmail(person, LINK, new Date('2026-11-27T10:00:00Z')),
  'subscription confirmation': confirmationEmail(
    { ...person, newsConsent: false },
    { confirm: LINK, unsubscribe: LINK },
  ),
  'secure link': secureLinkEmail(person, { orderNumber: 'DS-LAYOUT01', orderUrl: LINK }),
};

describe('the email layout', () => {
  it.each(Object.entries(emails))('wraps the %s email, with its link as a button', (_name, email) => {
    const html = email.html ?? '';
    expect(html.startsWith('<!doctype html>\n<html lang="de-DE">')).toBe(true);
    expect(html).toContain(`color:${BRAND_GREEN}">ReCircuit</p>`);
    expect(html).toMatch(
      new RegExp(`<a href="${ESCAPED.replace(/[?]/g, '\\?')}[^"]*" style="background:${BRAND_GREEN};`),
    );
    expect(html.trimEnd().endsWith('</td></tr></table></body></html>')).toBe(true);
  });
});
