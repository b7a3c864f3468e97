import type { MailMessage } from '../../lib/mailer.ts';
import { escapeHtml } from '../accounts/emails.ts';

const BRAND_GREEN = '#11693f';

/** The confirmation email of the double opt-in; like every marketing message, it carries an unsubscribe link. */
export function confirmationEmail(
  to: { email: string; firstName: string; newsConsent: boolean },
  links: { confirm: string; unsubscribe: string },
): MailMessage {
  const what = to.newsConsent
    ? 'ReCircuit news and tips, and news about new services and offers,'
    : 'ReCircuit news and tips';
  const text = [
    `Hello ${to.firstName},`,
    '',
    `Please confirm that you would like ${what} by email:`,
    links.confirm,
    '',
    'If you did not ask for this, ignore this email and you will hear nothing more from us.',
    '',
    `Unsubscribe at any time: ${links.unsubscribe}`,
    '',
    'The ReCircuit team',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-GB"><body style="margin:0;padding:24px;background:#f3f8f5;font-family:Arial,Helvetica,sans-serif;color:#1b2a22">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:${BRAND_GREEN}">ReCircuit</p>
<p>Hello ${escapeHtml(to.firstName)},</p>
<p>Please confirm that you would like ${what} by email.</p>
<p style="margin:28px 0"><a href="${escapeHtml(links.confirm)}" style="background:${BRAND_GREEN};color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">Confirm my subscription</a></p>
<p>If you did not ask for this, ignore this email and you will hear nothing more from us.</p>
<p style="margin-top:32px;font-size:13px;color:#4a5a52">You can <a href="${escapeHtml(links.unsubscribe)}" style="color:${BRAND_GREEN}">unsubscribe</a> at any time.</p>
</td></tr></table></body></html>`;
  return {
    to: to.email,
    subject: 'Please confirm your ReCircuit subscription',
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
