import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_OVERLAY_DELAY_MS } from '@recircuit/contract';
import { createLoadingStore } from './loading-store';

describe('loading store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the overlay only after the delay', () => {
    const store = createLoadingStore();
    store.show();
    expect(store.getState()).toEqual({ visible: false, message: null, count: 1 });
    vi.advanceTimersByTime(LOADING_OVERLAY_DELAY_MS - 1);
    expect(store.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().visible).toBe(true);
  });

  it('never shows for work that ends before the delay', () => {
    const store = createLoadingStore();
    store.show();
    vi.advanceTimersByTime(LOADING_OVERLAY_DELAY_MS - 100);
    store.hide();
    vi.advanceTimersByTime(1_000);
    expect(store.getState()).toEqual({ visible: false, message: null, count: 0 });
  });

  it('nests show and hide calls', () => {
    const store = createLoadingStore();
    store.show();
    store.show();
    vi.advanceTimersByTime(LOADING_OVERLAY_DELAY_MS);
    store.hide();
    expect(store.getState()).toMatchObject({ visible: true, count: 1 });
    store.hide();
    expect(store.getState()).toMatchObject({ visible: false, count: 0 });
  });

  it('does not restart the delay for nested calls', () => {
    const store = createLoadingStore();
    store.show();
    vi.advanceTimersByTime(300);
    store.show();
    vi.advanceTimersByTime(200);
    expect(store.getState().visible).toBe(true);
  });

  it('ignores an extra hide', () => {
    const store = createLoadingStore();
    store.hide();
    expect(store.getState().count).toBe(0);
    store.show();
    store.hide();
    store.hide();
    store.show();
    expect(store.getState().count).toBe(1);
  });

  it('resets by force, cancelling the pending delay', () => {
    const store = createLoadingStore();
    store.show('Saving');
    store.show();
    store.reset();
    vi.advanceTimersByTime(LOADING_OVERLAY_DELAY_MS * 2);
    expect(store.getState()).toEqual({ visible: false, message: null, count: 0 });
    store.show();
    store.hide();
    expect(store.getState().count).toBe(0);
  });

  it('keeps a message and clears it when everything is done', () => {
    const store = createLoadingStore();
    store.show('Logging in...');
    expect(store.getState().message).toBe('Logging in...');
    store.show();
    expect(store.getState().message).toBe('Logging in...');
    store.setMessage('Registering a@b.c');
    expect(store.getState().message).toBe('Registering a@b.c');
    store.hide();
    store.hide();
    expect(store.getState().message).toBeNull();
  });

  it('notifies subscribers on change only', () => {
    const store = createLoadingStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show();
    vi.advanceTimersByTime(LOADING_OVERLAY_DELAY_MS);
    store.hide();
    expect(listener).toHaveBeenCalledTimes(3);
    store.hide();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.show();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('tracks a promise, whatever its outcome', async () => {
    const store = createLoadingStore({ delayMs: 10 });
    await expect(store.track(Promise.resolve(42))).resolves.toBe(42);
    expect(store.getState().count).toBe(0);
    await expect(store.track(() => Promise.reject(new Error('boom')), 'Working')).rejects.toThrow('boom');
    expect(store.getState()).toEqual({ visible: false, message: null, count: 0 });
  });
});
