import type { Language } from '@recircuit/contract';
import { escapeHtml } from '../../lib/escape-html.ts';
import { emailLocale } from '../../lib/i18n/email-words.ts';
import { greetingName } from '../../lib/i18n/greeting-name.ts';
import type { MailMessage } from '../../lib/mailer.ts';

const BRAND_GREEN = '#11693f';

/**
 * The confirmation email of the double opt-in, in the language the person subscribed in; like
 * every marketing message, it carries an unsubscribe link.
 */
export function confirmationEmail(
  to: { email: string; firstName: string; newsConsent: boolean; language: Language },
  links: { confirm: string; unsubscribe: string },
): MailMessage {
  const words = emailLocale(to.language);
  const text = [
    words.text('common.hello', { firstName: greetingName(to.firstName) }),
    '',
    words.text(to.newsConsent ? 'subscription.askNewsAndOffersText' : 'subscription.askNewsText'),
    links.confirm,
    '',
    words.text('subscription.ignore'),
    '',
    words.text('subscription.unsubscribeLine', { url: links.unsubscribe }),
    '',
    words.text('common.signOff'),
  ].join('\n');
  const unsubscribeLink = `<a href="${escapeHtml(links.unsubscribe)}" style="color:${BRAND_GREEN}">${words.html('subscription.unsubscribeLink')}</a>`;
  const html = `<!doctype html>
<html lang="${words.language}"><body style="margin:0;padding:24px;background:#f3f8f5;font-family:Arial,Helvetica,sans-serif;color:#1b2a22">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:${BRAND_GREEN}">ReCircuit</p>
<p>${words.html('common.hello', { firstName: greetingName(to.firstName) })}</p>
<p>${words.html(to.newsConsent ? 'subscription.askNewsAndOffersHtml' : 'subscription.askNewsHtml')}</p>
<p style="margin:28px 0"><a href="${escapeHtml(links.confirm)}" style="background:${BRAND_GREEN};color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${words.html('subscription.confirmButton')}</a></p>
<p>${words.html('subscription.ignore')}</p>
<p style="margin-top:32px;font-size:13px;color:#4a5a52">${words.html('subscription.unsubscribeSentence', {}, { unsubscribeLink })}</p>
</td></tr></table></body></html>`;
  return {
    to: to.email,
    subject: words.text('subscription.subject'),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
