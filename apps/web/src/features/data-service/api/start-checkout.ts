import { useMutation } from '@tanstack/react-query';
import type { Checkout, CheckoutRequest } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

/** POST /api/payments/checkout: a new hosted checkout for an unpaid order, with the request to start now. */
export function startCheckout(body: CheckoutRequest): Promise<Pick<Checkout, 'checkoutUrl'>> {
  return apiData<Pick<Checkout, 'checkoutUrl'>>('/api/payments/checkout', { method: 'POST', body });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
