import { personName, type Language } from '@recircuit/contract';
import { escapeHtml } from '../../lib/escape-html.ts';
import { emailLocale } from '../../lib/i18n/email-words.ts';
import { greetingName } from '../../lib/i18n/greeting-name.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { BRAND_GREEN, emailButton, emailPage, signOffHtml } from '../../lib/mail/branded-email.ts';
import type { UserRow } from './repository.ts';

/**
 * The welcome email, in the language saved on the account. For a password account it carries
 * the link that confirms the email address (48 hours, once); an account made through Google
 * or GitHub is confirmed already.
 */
export function welcomeEmail(
  user: Pick<UserRow, 'email' | 'firstName'> & { language: Language },
  publicUrl: string,
  confirmUrl?: string,
): MailMessage {
  const words = emailLocale(user.language);
  const accountUrl = `${publicUrl}/user/info`;
  const confirmText = confirmUrl
    ? [words.text('welcome.confirmWithLink'), confirmUrl, '', words.text('welcome.notYouConfirm')]
    : [words.text('welcome.notYou')];
  const confirmHtml = confirmUrl
    ? `<p>${words.html('welcome.confirmAbove')}</p>
${emailButton(words.html('welcome.confirmButton'), confirmUrl)}
<p>${words.html('welcome.notYouConfirm')}</p>`
    : `<p>${words.html('welcome.notYou')}</p>`;
  return {
    to: user.email,
    // Never the person's name: whoever registers chooses it, and the subject is what a spam filter and the reader see first.
    subject: words.text(confirmUrl ? 'welcome.subjectConfirm' : 'welcome.subject'),
    text: [
      words.text('common.hello', { firstName: greetingName(user.firstName) }),
      '',
      words.text('welcome.ready'),
      '',
      ...confirmText,
      '',
      words.text('welcome.accountLine', { url: accountUrl }),
      '',
      words.text('common.signOff'),
    ].join('\n'),
    html: emailPage(
      words.language,
      `<p>${words.html('common.hello', { firstName: greetingName(user.firstName) })}</p>
<p>${words.html('welcome.ready')}</p>
${confirmHtml}
<p><a href="${escapeHtml(accountUrl)}" style="color:${BRAND_GREEN}">${words.html('welcome.accountButton')}</a></p>
${signOffHtml(words)}`,
    ),
  };
}

type Recipient = Pick<UserRow, 'email' | 'firstName'> & { language: Language };

/** "Forgot password?": the single-use link, valid one hour (docs/api.md, "Password reset"). */
export function passwordResetEmail(user: Recipient, resetUrl: string): MailMessage {
  const words = emailLocale(user.language);
  const hello = { firstName: greetingName(user.firstName) };
  return {
    to: user.email,
    subject: words.text('passwordReset.subject'),
    text: [
      words.text('common.hello', hello),
      '',
      words.text('passwordReset.asked'),
      '',
      words.text('passwordReset.withLink'),
      resetUrl,
      '',
      words.text('passwordReset.notYou'),
      '',
      words.text('common.signOff'),
    ].join('\n'),
    html: emailPage(
      words.language,
      `<p>${words.html('common.hello', hello)}</p>
<p>${words.html('passwordReset.asked')}</p>
<p>${words.html('passwordReset.withButton')}</p>
${emailButton(words.html('passwordReset.button'), resetUrl)}
<p>${words.html('passwordReset.notYou')}</p>
${signOffHtml(words)}`,
    ),
  };
}

/** After a new password was set with a reset link: every session has ended; tells the owner what to do if it was not them. */
export function passwordChangedEmail(user: Recipient, publicUrl: string, changedAt: Date): MailMessage {
  const words = emailLocale(user.language);
  const hello = { firstName: greetingName(user.firstName) };
  const signInUrl = `${publicUrl}/user/info`;
  const when = { when: words.dateTime(changedAt) };
  return {
    to: user.email,
    subject: words.text('passwordReset.changedSubject'),
    text: [
      words.text('common.hello', hello),
      '',
      words.text('passwordReset.changed', when),
      '',
      words.text('passwordReset.changedNotYou'),
      '',
      words.text('passwordReset.signInLine', { url: signInUrl }),
      '',
      words.text('common.signOff'),
    ].join('\n'),
    html: emailPage(
      words.language,
      `<p>${words.html('common.hello', hello)}</p>
<p>${words.html('passwordReset.changed', when)}</p>
<p>${words.html('passwordReset.changedNotYou')}</p>
${emailButton(words.html('passwordReset.signInButton'), signInUrl)}
${signOffHtml(words)}`,
    ),
  };
}

/** The contact form's message to the team: for staff, so always in English. */
export function contactEmail(user: UserRow, to: string, subject: string, message: string): MailMessage {
  return {
    to,
    subject: `Contact form: ${subject}`,
    replyTo: user.email,
    text: `From ${personName(user.firstName, user.lastName)} <${user.email}> (account ${user.id})\n\n${message}`,
  };
}
