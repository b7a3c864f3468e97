import { describe, expect, it } from 'vitest';
import { counterOutcome, handInLinks, isSale, noQrReason } from './hand-in';

const before = {
  grade: 'B',
  gradeFound: null,
  revisedPrice: null,
  paid: null,
  payoutMethod: null,
  commission: 3.79,
  awaitingDecision: false,
};

describe("an order's hand-in", () => {
  it('says why there is no QR once the quote expired or the order moved on', () => {
    expect(noQrReason({ qrState: 'available' })).toBeNull();
    for (const state of ['expired', 'handed-in', 'cancelled', 'completed'] as const) {
      expect(noQrReason({ qrState: state })).toBe(state);
    }
  });

  it("links the owner's QR and slip by order id", () => {
    expect(handInLinks('a/b')).toEqual({
      qr: '/proxy/api/recycle-orders/a%2Fb/qr',
      slip: '/proxy/api/recycle-orders/a%2Fb/slip.pdf',
    });
  });

  it('pays the owner only for a sale', () => {
    expect(isSale({ classification: 'current' })).toBe(true);
    expect(isSale({ classification: 'rare' })).toBe(true);
    expect(isSale({ classification: 'recycle' })).toBe(false);
    expect(isSale({ classification: 'donate' })).toBe(false);
  });

  it('shows no commission before anything is paid, then 8% of the amount paid', () => {
    expect(counterOutcome(before)).toMatchObject({ inspected: false, paid: null, commission: null });
    const paid = counterOutcome({
      ...before,
      gradeFound: 'C',
      revisedPrice: 40,
      paid: 40,
      payoutMethod: 'cash',
      commission: null,
    });
    expect(paid).toMatchObject({ inspected: true, lowerGrade: true, revisedPrice: 40, paid: 40, commission: 3.2 });
    expect(counterOutcome({ ...before, gradeFound: 'B', paid: 47.31, commission: 3.78 })).toMatchObject({
      lowerGrade: false,
      commission: 3.78,
    });
  });
});
