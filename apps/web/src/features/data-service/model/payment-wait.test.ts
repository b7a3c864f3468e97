import { describe, expect, it } from 'vitest';
import { PAYMENT_POLL_MS, paymentPollInterval, paymentWait } from './payment-wait';

describe('paymentWait', () => {
  it('waits while the order awaits payment (or has not loaded), until it is late', () => {
    expect(paymentWait('Awaiting payment', false)).toBe('waiting');
    expect(paymentWait(undefined, false)).toBe('waiting');
    expect(paymentWait('Awaiting payment', true)).toBe('late');
  });

  it.each(['Processing', 'Completed', 'Expired'] as const)('takes %s as paid, late or not', (status) => {
    expect(paymentWait(status, false)).toBe('confirmed');
    expect(paymentWait(status, true)).toBe('confirmed');
  });

  it('says a cancelled order was not paid', () => {
    expect(paymentWait('Cancelled', false)).toBe('not-paid');
  });
});

describe('paymentPollInterval', () => {
  it('asks every 1.5 s while waiting and stops otherwise', () => {
    expect(paymentPollInterval('Awaiting payment', false)).toBe(PAYMENT_POLL_MS);
    expect(PAYMENT_POLL_MS).toBe(1500);
    expect(paymentPollInterval('Awaiting payment', true)).toBe(false);
    expect(paymentPollInterval('Processing', false)).toBe(false);
    expect(paymentPollInterval('Cancelled', false)).toBe(false);
  });
});
