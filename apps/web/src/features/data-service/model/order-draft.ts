import { readSessionJson, writeSessionJson } from '../../../lib/session-storage';
import type { DataFormValues } from './price-request';

/**
 * What a data-service form holds, kept in sessionStorage so a reload or the login dialog keeps
 * it; `resume` says a submit was cut short by signing in and goes on once signed in.
 */
export interface OrderDraft<T extends DataFormValues> {
  values: T;
  resume: boolean;
}

const KEYS = { retrieval: 'dataRetrievalDraft', erase: 'dataEraseDraft' } as const;

export const orderDraft = {
  read<T extends DataFormValues>(kind: T['serviceType']): OrderDraft<T> | null {
    const draft = readSessionJson<OrderDraft<T>>(KEYS[kind]);
    return draft?.values?.serviceType === kind ? draft : null;
  },
  save<T extends DataFormValues>(values: T, resume = false) {
    writeSessionJson(KEYS[values.serviceType], { values, resume } satisfies OrderDraft<T>);
  },
  clear(kind: DataFormValues['serviceType']) {
    writeSessionJson(KEYS[kind], null);
  },
};

/** A fresh Idempotency-Key for one attempt at placing an order. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
