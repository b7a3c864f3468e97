import type { Role } from '@recircuit/contract';

/**
 * Where the operations console lives and who may open it. Kept alone and tiny: the router and
 * the header's user menu import it, so it is part of every first load.
 */
export const CONSOLE_PATH = '/admin';

export const CONSOLE_ROLES: readonly Role[] = ['staff', 'admin'];
