/**
 * Words people see (docs/web-app.md, "Validation rules and their words"). Both apps import them
 * so a message cannot drift between the server and the page that shows it.
 */
export const CLIENT_MESSAGES = {
  requestError: 'request error',
  unknownError: 'Unknown error',
  notLoggedIn: 'User not logged in',
  noPermission: 'No permission',
  notFound: 'resource not found',
  serviceError: 'service error',
  timeout: 'request timeout, please check the network',
  requestErrorWithStatus: 'request error: {{status}}',
} as const;

export const SERVER_MESSAGES = {
  success: 'success',
  notLoggedIn: 'User not logged in',
  noPermission: 'No permission',
  notFound: 'resource not found',
  routeNotFound: 'resource not found',
  invalidJson: 'The request body is not valid JSON',
  invalidInput: 'Please check the highlighted fields',
  invalidValue: 'Invalid value',
  bodyTooLarge: 'The request is too large',
  unsupportedMediaType: 'This content type is not supported',
  tooManyRequests: 'Too many requests, please wait a moment and try again',
  serviceError: 'service error',
  databaseDown: 'The service is temporarily unavailable',
  incompleteUpload: 'The upload did not arrive complete. Please try again.',
  invalidCsrf: 'Invalid CSRF token',
  invalidCharacter: 'This field contains a character that is not allowed',
  mailUnavailable: 'We could not send the email just now. Please try again in a few minutes.',
  conflict: 'This request conflicts with the current state',
} as const;
