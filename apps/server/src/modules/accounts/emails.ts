import type { MailMessage } from '../../lib/mailer.ts';
import type { UserRow } from './repository.ts';

export function welcomeEmail(user: UserRow, publicUrl: string): MailMessage {
  const accountUrl = `${publicUrl}/user/info`;
  return {
    to: user.email,
    subject: 'Welcome to ReCircuit',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Your ReCircuit account is ready. From your account you can get instant prices for old devices,',
      'follow your recycling and data-service orders, and download or delete your data at any time.',
      '',
      `Your account: ${accountUrl}`,
      '',
      'If you did not create this account, reply to this email and we will remove it.',
      '',
      'The ReCircuit team',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(user.firstName)},</p>
<p>Your ReCircuit account is ready. From your account you can get instant prices for old devices, follow your recycling and data-service orders, and download or delete your data at any time.</p>
<p><a href="${escapeHtml(accountUrl)}">Go to your account</a></p>
<p>If you did not create this account, reply to this email and we will remove it.</p>
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
