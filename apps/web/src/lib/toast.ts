import { notifications, type NotificationData } from '@mantine/notifications';
import { IMAGE_TOAST_MS, TOAST_MS } from '@recircuit/contract';
import { translator, words } from './i18n';

/**
 * Toast notices (docs/web-app.md, "Toasts"). Page toasts appear top-right, the API
 * client's at top-centre; all last 3 s except an image upload's success (2 s).
 */
export type NotificationPosition = NonNullable<NotificationData['position']>;
export type ToastKind = 'error' | 'success' | 'warning' | 'info';

export interface ToastOptions {
  title?: string;
  /** How long the toast stays, in ms (default TOAST_MS). */
  durationMs?: number;
  position?: NotificationPosition;
  /** A toast with the same id is not shown twice while the first is on screen. */
  id?: string;
}

export const PAGE_TOAST_POSITION: NotificationPosition = 'top-right';
export const API_TOAST_POSITION: NotificationPosition = 'top-center';

const COLORS: Record<ToastKind, string> = {
  error: 'red',
  success: 'brand',
  warning: 'orange',
  info: 'blue',
};

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  return notifications.show({
    id: options.id,
    title: options.title,
    // The contract's words (a form's first problem, a fallback) in the language shown; the server's arrive translated.
    message: words(message),
    color: COLORS[kind],
    autoClose: options.durationMs ?? TOAST_MS,
    position: options.position ?? PAGE_TOAST_POSITION,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': translator().t('common.closeNotice') },
    'data-kind': kind,
  });
}

export const toast = {
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  /** Success of one image upload: shown for 2 s. */
  imageUploaded: (message: string, options?: ToastOptions) =>
    showToast('success', message, { durationMs: IMAGE_TOAST_MS, ...options }),
};

/** The API client's error toast: top-centre, 3 s, one copy of the same message at a time. */
export function showApiErrorToast(message: string): string {
  return showToast('error', message, {
    position: API_TOAST_POSITION,
    durationMs: TOAST_MS,
    id: `api-error:${message}`,
  });
}
