import type { MailMessage } from '../../lib/mailer.ts';
import type { UserRow } from './repository.ts';

/**
 * The welcome email. For a password account it carries the link that confirms the email
 * address (48 hours, once); an account made through Google or GitHub is confirmed already.
 */
export function welcomeEmail(user: UserRow, publicUrl: string, confirmUrl?: string): MailMessage {
  const accountUrl = `${publicUrl}/user/info`;
  const confirmText = confirmUrl
    ? [
        'Please confirm your email address with this link (it works once, for 48 hours):',
        confirmUrl,
        '',
        'If you did not create this account, do not open the link: reply to this email and we will remove the account.',
      ]
    : ['If you did not create this account, reply to this email and we will remove it.'];
  const confirmHtml = confirmUrl
    ? `<p>Please confirm your email address (the link works once, for 48 hours):</p>
<p><a href="${escapeHtml(confirmUrl)}">Confirm my email address</a></p>
<p>If you did not create this account, do not open the link: reply to this email and we will remove the account.</p>`
    : '<p>If you did not create this account, reply to this email and we will remove it.</p>';
  return {
    to: user.email,
    // Never the person's name: whoever registers chooses it, and the subject is what a spam filter and the reader see first.
    subject: confirmUrl ? 'Welcome to ReCircuit: please confirm your email' : 'Welcome to ReCircuit',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Your ReCircuit account is ready. From your account you can get instant prices for old devices,',
      'follow your recycling and data-service orders, and download or delete your data at any time.',
      '',
      ...confirmText,
      '',
      `Your account: ${accountUrl}`,
      '',
      'The ReCircuit team',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(user.firstName)},</p>
<p>Your ReCircuit account is ready. From your account you can get instant prices for old devices, follow your recycling and data-service orders, and download or delete your data at any time.</p>
${confirmHtml}
<p><a href="${escapeHtml(accountUrl)}">Go to your account</a></p>
<p>The ReCircuit team</p>`,
  };
}

export function contactEmail(user: UserRow, to: string, subject: string, message: string): MailMessage {
  return {
    to,
    subject: `Contact form: ${subject}`,
    replyTo: user.email,
    text: `From ${user.firstName} ${user.lastName} <${user.email}> (account ${user.id})\n\n${message}`,
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
