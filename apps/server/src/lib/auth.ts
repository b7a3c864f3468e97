import type { Role } from '@recircuit/contract';

/** The signed-in person of a request, as the session plugin resolved it. */
export interface Auth {
  sessionId: string;
  userId: string;
  role: Role;
  via: 'cookie' | 'bearer';
}

/** Finds the live session of a cookie or Bearer token (the accounts module's session store). */
export type ResolveSession = (token: string) => Promise<Omit<Auth, 'via'> | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request, or null. */
    auth: Auth | null;
  }
}
