/**
 * Messages of the account flows (docs/web-app.md, "Validation rules and their words"), apart
 * from the schemas: a page that only shows a message need not load zod.
 */
export const ACCOUNT_MESSAGES = {
  requiredFields: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address',
  weakPassword: 'Password must be longer than 8 characters and contain at least one capital letter and one digit',
  privacyConsentRequired: 'Please accept the privacy notice to create an account',
  emailTaken: 'Email already registered',
  invalidCredentials: 'Invalid email or password',
  loginSuccessful: 'Login successful',
  loginFailed: 'Login failed. Please check your credentials.',
  loggedOut: 'Logged out',
  passwordChanged: 'Password changed',
  oldPasswordIncorrect: 'Old password is incorrect',
  profileUpdated: 'Profile updated',
  invalidPhone: 'Please enter a valid UK phone number',
  invalidPostcode: 'Please enter a valid UK postcode',
  nameTooLong: 'Names can be at most 50 characters',
  nameCharacters: 'Names can only contain letters, spaces, hyphens and apostrophes',
  confirmationSent: 'We have sent you a new confirmation link. It works for 48 hours.',
  emailAlreadyConfirmed: 'Your email address is already confirmed',
  accountDeleted: 'Your account and personal data have been deleted',
  confirmDeletion: 'Please confirm with your password',
  sessionRevoked: 'Signed out of that device',
  otherSessionsRevoked: 'Signed out of every other device',
  tooManyLogins: 'Too many failed sign-in attempts. Please wait and try again.',
  messageSent: 'Thanks, your message has been sent. We will reply by email.',
  registered: 'user {{firstName}} {{lastName}} Registration successful',
  confirmDeletionEmail: 'Please confirm with the email address of your account',
  invalidFlag: 'Must be true or false',
  subjectTooLong: 'The subject can be at most 120 characters',
  messageTooLong: 'The message can be at most 5000 characters',
  signInNeedsEmailLink:
    'After many failed attempts, this account can only be signed in from a browser that has signed in to it before. Choose "Forgot password?" and we will email you a link.',
  resetLinkSent:
    'If an account uses this email address, we have emailed it a link to choose a new password. The link works once, for one hour.',
  tooManyResetLinks:
    'We have already emailed several links to this address in the last hour. Please use the newest one, or try again later.',
  resetLinkInvalid: 'This link to choose a new password is not valid. Please ask for a new one.',
  resetLinkExpired: 'This link has expired: links work for one hour. Please ask for a new one.',
  resetLinkUsed: 'This link has already been used. Please ask for a new one if you still need it.',
  passwordReset: 'Your new password is saved and you are signed in. Every other device has been signed out.',
  passwordsDiffer: 'The two passwords do not match',
} as const;
