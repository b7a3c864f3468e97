import { ROUTES, STAFF_ROLES } from '@recircuit/contract';

/** Where the operations console lives and who may open it (the contract's, so no console code reaches a first load). */
export const CONSOLE_PATH = ROUTES.admin;

export const CONSOLE_ROLES = STAFF_ROLES;
