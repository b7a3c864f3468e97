import type { Language } from '@recircuit/contract';
import { escapeHtml } from '../../lib/escape-html.ts';
import { emailLocale } from '../../lib/i18n/email-words.ts';
import { greetingName } from '../../lib/i18n/greeting-name.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { BRAND_GREEN, emailButton, emailPage } from '../../lib/mail/branded-email.ts';

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
  const html = emailPage(
    words.language,
    `<p>${words.html('common.hello', { firstName: greetingName(to.firstName) })}</p>
<p>${words.html(to.newsConsent ? 'subscription.askNewsAndOffersHtml' : 'subscription.askNewsHtml')}</p>
${emailButton(words.html('subscription.confirmButton'), links.confirm)}
<p>${words.html('subscription.ignore')}</p>
<p style="margin-top:32px;font-size:13px;color:#4a5a52">${words.html('subscription.unsubscribeSentence', {}, { unsubscribeLink })}</p>`,
  );
  return {
    to: to.email,
    subject: words.text('subscription.subject'),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
