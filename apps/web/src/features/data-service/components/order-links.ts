import { ROUTES } from '@recircuit/contract';

/** The order's own page (/mobile-order-detail?orderId=). */
export const orderPagePath = (orderId: string) =>
  `${ROUTES.mobileOrderDetail}?${new URLSearchParams({ orderId }).toString()}`;
