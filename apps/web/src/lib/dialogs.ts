import { useSyncExternalStore } from 'react';

/**
 * Which app-wide dialog is open (SPEC.md section 2: login, register, country and language,
 * search). Dialogs switch between each other, so one store holds the one that is open;
 * the shell renders it and loads its code only when it is first opened.
 */
export type DialogName = 'login' | 'register' | 'language' | 'search';

let current: DialogName | null = null;
const listeners = new Set<() => void>();

function set(next: DialogName | null) {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export const dialogs = {
  open: (name: DialogName) => set(name),
  close: () => set(null),
  current: () => current,
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
