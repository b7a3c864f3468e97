import { API_BASE, ROUTES } from '@recircuit/contract';

/** The owner's postage label (signed in, theirs only): linked from the emails. */
export const labelUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl}${API_BASE}/api/data-retrieval/order/${encodeURIComponent(orderId)}/label.pdf`;

/**
 * The order's page in the operations console: what the label's QR holds, so a member of staff who
 * scans it lands on the order (signed in as staff). It names the order and carries no secret.
 */
export const consoleUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl}${ROUTES.admin}/orders/data/${encodeURIComponent(orderId)}`;
