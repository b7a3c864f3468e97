import type { AdminDataOrder, AdminDeviceOrder, AdminUnknownOrder, DeviceOrderStatus } from '@recircuit/contract';

/**
 * The one step an order page offers as its button (docs/web-app.md, "Operations console").
 * The server says what is allowed (`nextStatus`, `actions`); this picks the step staff take
 * next and whether it asks first: steps that end the order or tell the owner something that
 * cannot be taken back are confirmed in a dialog.
 */
export type NextAction =
  | { type: 'device-status'; to: DeviceOrderStatus; confirm: boolean }
  | { type: 'review'; confirm: false }
  | { type: 'identify'; confirm: true }
  | { type: 'receive'; confirm: false }
  | { type: 'start'; confirm: false }
  | { type: 'archive'; confirm: true }
  | { type: 'erasure'; confirm: true }
  | { type: 'correct'; confirm: true }
  | { type: 'dispatch'; confirm: true }
  | { type: 'collected'; confirm: true }
  | { type: 'recycled'; confirm: true }
  | { type: 'none' };

/** Device steps whose effect cannot be undone for the owner: the wipe is recorded, completion ends the order. */
const CONFIRMED_DEVICE_STEPS: readonly DeviceOrderStatus[] = ['Wiped', 'Completed'];

export function nextDeviceAction(order: Pick<AdminDeviceOrder, 'nextStatus'>): NextAction {
  const to = order.nextStatus;
  if (!to) return { type: 'none' };
  return { type: 'device-status', to, confirm: CONFIRMED_DEVICE_STEPS.includes(to) };
}

/** Review first; once under review, identify. Rejecting stays on offer beside it (see `canReject`). */
export function nextUnknownAction(order: Pick<AdminUnknownOrder, 'actions'>): NextAction {
  if (order.actions.includes('review')) return { type: 'review', confirm: false };
  if (order.actions.includes('identify')) return { type: 'identify', confirm: true };
  return { type: 'none' };
}

export function canReject(order: Pick<AdminUnknownOrder, 'actions'>): boolean {
  return order.actions.includes('reject');
}

/**
 * Receive the device, start the work, then finish it: a retrieval with its archive, an erasure
 * with its record (once); then the device goes back, is collected or is recycled (the owner's
 * choice, emailed, so confirmed); afterwards an admin may correct a certificate.
 */
export function nextDataAction(order: Pick<AdminDataOrder, 'actions'>): NextAction {
  if (order.actions.includes('receive')) return { type: 'receive', confirm: false };
  if (order.actions.includes('start')) return { type: 'start', confirm: false };
  if (order.actions.includes('archive')) return { type: 'archive', confirm: true };
  if (order.actions.includes('erasure')) return { type: 'erasure', confirm: true };
  for (const type of ['dispatch', 'collected', 'recycled'] as const) {
    if (order.actions.includes(type)) return { type, confirm: true };
  }
  if (order.actions.includes('correct')) return { type: 'correct', confirm: true };
  return { type: 'none' };
}
