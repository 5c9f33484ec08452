import { describe, expect, it } from 'vitest';
import { clubCell, paymentExpired, rolesCell } from '../src/admin/users/userRowCells';

describe('the cells of the user list', () => {
  it('counts a payment as run out from the Vienna day after its last day', () => {
    const today = new Date('2027-06-10T12:00:00Z');
    expect(paymentExpired('2027-06-09', today)).toBe(true);
    expect(paymentExpired('2027-06-10', today)).toBe(false);
    expect(paymentExpired('2027-12-31', today)).toBe(false);
    // 23:30 UTC is already the next day in Vienna
    expect(paymentExpired('2027-06-10', new Date('2027-06-10T23:30:00Z'))).toBe(true);
  });

  it('names the club, shows its id until the club list has answered, a dash without one', () => {
    const names = new Map([[3, 'SV Wien']]);
    expect(clubCell({ id: 3 }, names)).toBe('SV Wien');
    expect(clubCell({ id: 8 }, names)).toBe('#8');
    expect(clubCell(null, names)).toBe('—');
  });

  it('lists the role labels comma separated', () => {
    const roles = [
      { id: 4, name: 'ROLE_USER' },
      { id: 5, name: 'ROLE_CLUB_ADMIN' },
    ];
    expect(rolesCell(roles, (name) => name.toLowerCase())).toBe('role_user, role_club_admin');
    expect(rolesCell([], (name) => name)).toBe('');
  });
});
