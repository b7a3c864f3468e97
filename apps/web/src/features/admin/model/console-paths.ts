import { ROUTES, type OrderKind } from '@recircuit/contract';

/** Where the operations console lives (the contract's, so no console code reaches a first load). */
const CONSOLE_PATH = ROUTES.admin;

/** The console's pages (docs/web-app.md, "Operations console"). */
export const consolePaths = {
  overview: CONSOLE_PATH,
  queue: (kind: OrderKind) => `${CONSOLE_PATH}/orders/${kind}`,
  order: (kind: OrderKind, orderId: string) => `${CONSOLE_PATH}/orders/${kind}/${encodeURIComponent(orderId)}`,
  catalogue: `${CONSOLE_PATH}/catalogue`,
  newModel: `${CONSOLE_PATH}/catalogue/new`,
  model: (modelId: string) => `${CONSOLE_PATH}/catalogue/${encodeURIComponent(modelId)}`,
  partners: `${CONSOLE_PATH}/partners`,
  newPartner: `${CONSOLE_PATH}/partners/new`,
  partner: (partnerId: string) => `${CONSOLE_PATH}/partners/${encodeURIComponent(partnerId)}`,
  users: `${CONSOLE_PATH}/users`,
  audit: `${CONSOLE_PATH}/audit`,
  reports: `${CONSOLE_PATH}/reports`,
} as const;

/** Whether the nav item for `path` is the current page (the overview only for itself, others for their subpages too). */
export function isCurrentSection(path: string, pathname: string): boolean {
  const here = pathname.replace(/\/+$/, '') || '/';
  if (path === CONSOLE_PATH) return here === CONSOLE_PATH;
  return here === path || here.startsWith(`${path}/`);
}
