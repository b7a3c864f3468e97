import { useMutation } from '@tanstack/react-query';
import type { Checkout } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

/** POST /api/payments/checkout: a new hosted checkout for an unpaid order. */
export function startCheckout(orderId: string): Promise<Pick<Checkout, 'checkoutUrl'>> {
  return apiData<Pick<Checkout, 'checkoutUrl'>>('/api/payments/checkout', { method: 'POST', body: { orderId } });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
