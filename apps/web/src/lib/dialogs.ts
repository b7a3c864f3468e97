import { useSyncExternalStore } from 'react';

/**
 * Which app-wide dialog is open (login, register, "Forgot password?", country and language, search;
 * docs/web-app.md, "Dialogs"). Dialogs switch between each other, so one store holds the
 * one that is open; the shell renders it and loads its code only when it is first opened.
 */
export type DialogName = 'login' | 'register' | 'forgotPassword' | 'language' | 'search';

/** What the opener tells the dialog. */
export interface DialogOptions {
  /** Where to go after a successful sign-in (the page that asked for it); /user/info when absent. */
  returnTo?: string;
  /** An email to start the login or "Forgot password?" form with (after registering, or as typed at sign-in). */
  email?: string;
}

let current: DialogName | null = null;
let options: DialogOptions = {};
const listeners = new Set<() => void>();

function set(next: DialogName | null, nextOptions?: DialogOptions) {
  if (nextOptions) options = nextOptions;
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export const dialogs = {
  /**
   * Opens `name`. Options replace the previous ones; without options they are kept, so a
   * switch from login to register and back still returns to the page that asked.
   */
  open: (name: DialogName, nextOptions?: DialogOptions) => set(name, nextOptions),
  close: () => set(null),
  current: () => current,
  options: (): DialogOptions => options,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useOpenDialog(): DialogName | null {
  return useSyncExternalStore(dialogs.subscribe, dialogs.current, () => null);
}
