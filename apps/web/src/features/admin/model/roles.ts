import { STAFF_ROLES, type Role } from '@recircuit/contract';

/** Staff and admins work in the console; owners are refused (the server refuses them too). */
export function isStaffRole(role: Role | null | undefined): boolean {
  return role !== null && role !== undefined && STAFF_ROLES.includes(role);
}

/** Only admins manage accounts' roles. */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role === 'admin';
}

/**
 * The role an admin can switch `target` to from the users table, or null when the row offers
 * no change: their own account (the server refuses it too) and other admins (admins are made
 * only by the operator command, docs/operations.md).
 */
export function roleChangeFor(
  target: { id: string; role: Role },
  me: { userId: string; role: Role },
): 'staff' | 'owner' | null {
  if (me.role !== 'admin' || target.id === me.userId || target.role === 'admin') return null;
  return target.role === 'staff' ? 'owner' : 'staff';
}
