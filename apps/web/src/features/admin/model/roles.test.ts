import { describe, expect, it } from 'vitest';
import { isAdminRole, isStaffRole, roleChangeFor } from './roles';

describe('roles in the console', () => {
  it('lets staff and admins in, not owners', () => {
    expect(isStaffRole('staff')).toBe(true);
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('owner')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
    expect(isAdminRole('staff')).toBe(false);
    expect(isAdminRole('admin')).toBe(true);
  });

  it('offers an admin to make an owner staff and staff an owner', () => {
    const me = { userId: 'me', role: 'admin' } as const;
    expect(roleChangeFor({ id: 'u1', role: 'owner' }, me)).toBe('staff');
    expect(roleChangeFor({ id: 'u2', role: 'staff' }, me)).toBe('owner');
  });

  it('never offers a change of your own role, of an admin, or to someone who is not an admin', () => {
    expect(roleChangeFor({ id: 'me', role: 'admin' }, { userId: 'me', role: 'admin' })).toBeNull();
    expect(roleChangeFor({ id: 'other', role: 'admin' }, { userId: 'me', role: 'admin' })).toBeNull();
    expect(roleChangeFor({ id: 'u1', role: 'owner' }, { userId: 'me', role: 'staff' })).toBeNull();
  });
});
