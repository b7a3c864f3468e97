import { describe, expect, it } from 'vitest';
import type { DataOrderStatus } from '@recircuit/contract';
import { PAYMENT_POLL_MS, paymentPollInterval, paymentWait } from './payment-wait';

const order = (status: DataOrderStatus, extensionPending = false) => ({ status, extensionPending });

describe('paymentWait', () => {
  it('waits while the order awaits payment (or has not loaded), until it is late', () => {
    expect(paymentWait(order('Awaiting payment'), false)).toBe('waiting');
    expect(paymentWait(undefined, false)).toBe('waiting');
    expect(paymentWait(order('Awaiting payment'), true)).toBe('late');
  });

  it.each(['Processing', 'Completed', 'Expired'] as const)('takes %s as paid, late or not', (status) => {
    expect(paymentWait(order(status), false)).toBe('confirmed');
    expect(paymentWait(order(status), true)).toBe('confirmed');
  });

  it('waits for a paid extension of hosting until no extension is pending', () => {
    expect(paymentWait(order('Completed', true), false)).toBe('waiting');
    expect(paymentWait(order('Processing', true), true)).toBe('late');
    expect(paymentWait(order('Completed', false), false)).toBe('confirmed');
  });

  it('says a cancelled order was not paid', () => {
    expect(paymentWait(order('Cancelled'), false)).toBe('not-paid');
  });
});

describe('paymentPollInterval', () => {
  it('asks every 1.5 s while waiting and stops otherwise', () => {
    expect(paymentPollInterval(order('Awaiting payment'), false)).toBe(PAYMENT_POLL_MS);
    expect(PAYMENT_POLL_MS).toBe(1500);
    expect(paymentPollInterval(order('Completed', true), false)).toBe(PAYMENT_POLL_MS);
    expect(paymentPollInterval(order('Awaiting payment'), true)).toBe(false);
    expect(paymentPollInterval(order('Processing'), false)).toBe(false);
    expect(paymentPollInterval(order('Cancelled'), false)).toBe(false);
  });
});
