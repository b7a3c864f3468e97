import { LOADING_OVERLAY_DELAY_MS } from '@recircuit/contract';

/**
 * The global loading indicator (docs/web-app.md, "Loading overlay"): a flag, a message and a counter.
 * show() and hide() calls nest; the overlay only becomes visible when work has been
 * pending for longer than the delay, so quick requests never flash it.
 */
export interface LoadingState {
  /** Whether the overlay is on screen. */
  visible: boolean;
  /** The text shown under the spinner, or null for the default "Loading…" text. */
  message: string | null;
  /** How many show() calls are still waiting for their hide(). */
  count: number;
}

export interface LoadingStore {
  show(message?: string): void;
  hide(): void;
  /** Forget every pending show() and hide the overlay at once. */
  reset(): void;
  setMessage(message: string | null): void;
  /** Runs `work` between a show() and a hide(), whatever its outcome. */
  track<T>(work: Promise<T> | (() => Promise<T>), message?: string): Promise<T>;
  getState(): LoadingState;
  subscribe(listener: () => void): () => void;
}

export interface LoadingStoreOptions {
  delayMs?: number;
}

const IDLE: LoadingState = { visible: false, message: null, count: 0 };

export function createLoadingStore({ delayMs = LOADING_OVERLAY_DELAY_MS }: LoadingStoreOptions = {}): LoadingStore {
  let state: LoadingState = IDLE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: LoadingState) => {
    if (next.visible === state.visible && next.message === state.message && next.count === state.count) {
      return;
    }
    state = next;
    for (const listener of listeners) listener();
  };

  const clearTimer = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };

  const store: LoadingStore = {
    show(message) {
      const count = state.count + 1;
      if (count === 1) {
        clearTimer();
        timer = setTimeout(() => {
          timer = undefined;
          if (state.count > 0) set({ ...state, visible: true });
        }, delayMs);
      }
      set({ ...state, count, message: message ?? state.message });
    },
    hide() {
      if (state.count === 0) return;
      const count = state.count - 1;
      if (count === 0) {
        clearTimer();
        set(IDLE);
      } else {
        set({ ...state, count });
      }
    },
    reset() {
      clearTimer();
      set(IDLE);
    },
    setMessage(message) {
      set({ ...state, message });
    },
    async track(work, message) {
      store.show(message);
      try {
        return await (typeof work === 'function' ? work() : work);
      } finally {
        store.hide();
      }
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return store;
}

/** The app's one loading indicator. */
export const loading = createLoadingStore();
