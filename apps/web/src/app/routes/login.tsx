import { DialogPage } from './dialog-page';

/** /login: where Sign in leads before the app runs; the login dialog opens over it. */
export function Component() {
  return <DialogPage name="login" />;
}
