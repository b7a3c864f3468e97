import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@recircuit/contract';
import type { Auth } from '../src/lib/auth.ts';
import { assertCanAccess } from '../src/lib/ownership.ts';

// The one ownership rule (docs/api.md, "Ownership"): the services' order checks and every route
// that names a person go through it; the API tests check each route, this the rule itself.

const as = (role: Auth['role'], userId = 'u-1'): Auth => ({ sessionId: 's', userId, role, via: 'cookie' });
const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
  }
  return null;
};
const NO_PERMISSION = { status: 403, message: SERVER_MESSAGES.noPermission };

describe('assertCanAccess', () => {
  it('lets an owner read and change their own, and says they are its owner', () => {
    expect(assertCanAccess(as('owner'), 'u-1', 'read')).toEqual({ isOwner: true });
    expect(assertCanAccess(as('owner'), 'u-1', 'write')).toEqual({ isOwner: true });
  });

  it("refuses an owner someone else's, to read or to change", () => {
    expect(refused(() => assertCanAccess(as('owner'), 'u-2', 'read'))).toEqual(NO_PERMISSION);
    expect(refused(() => assertCanAccess(as('owner'), 'u-2', 'write'))).toEqual(NO_PERMISSION);
  });

  it.each(['staff', 'admin'] as const)("lets %s read anyone's, never change it", (role) => {
    expect(assertCanAccess(as(role), 'u-2', 'read')).toEqual({ isOwner: false });
    expect(refused(() => assertCanAccess(as(role), 'u-2', 'write'))).toEqual(NO_PERMISSION);
    // Their own is theirs, as for anyone.
    expect(assertCanAccess(as(role), 'u-1', 'write')).toEqual({ isOwner: true });
  });

  it('treats something with no owner (a deleted account, no id given) as nobody’s', () => {
    for (const ownerId of [null, undefined]) {
      expect(refused(() => assertCanAccess(as('owner'), ownerId, 'write'))).toEqual(NO_PERMISSION);
      expect(assertCanAccess(as('staff'), ownerId, 'read')).toEqual({ isOwner: false });
    }
  });
});
