import {
  ADJUSTABLE_CAPABILITIES,
  allowedByDefault,
  CAPABILITIES,
  CAPABILITY_LABELS,
  type Capability,
  can,
  capabilitiesOf,
  isStaff,
  landingPath,
  PERMISSIONS,
  ROLE_LABELS,
  ROLES,
  type Role,
  roleLabel,
} from '@zamalek/domain/roles';
import { describe, expect, it } from 'vitest';

type Who = Role | 'none';
const WHO: readonly Who[] = ['admin', 'manager', 'front_desk', 'housekeeping', 'none'];

/** The permission table of ARCHITECTURE.md, one row per capability. */
const MATRIX: Record<Capability, readonly Who[]> = {
  'reservations.view': ['admin', 'manager', 'front_desk', 'housekeeping'],
  'reservations.viewContact': ['admin', 'manager', 'front_desk'],
  'reservations.viewMoney': ['admin', 'manager', 'front_desk'],
  'reservations.create': ['admin', 'manager'],
  'reservations.edit': ['admin', 'manager'],
  'reservations.delete': ['admin'],
  'documents.download': ['admin', 'manager', 'front_desk'],
  'rooms.view': ['admin', 'manager', 'front_desk', 'housekeeping'],
  'rooms.manage': ['admin'],
  'users.manage': ['admin'],
  'guests.view': ['admin'],
  'analytics.view': ['admin'],
  'myReservations.view': ['admin', 'manager', 'front_desk', 'housekeeping', 'none'],
  'reservations.checkInOut': ['admin', 'manager', 'front_desk'],
  'reservations.move': ['admin', 'manager'],
  'settings.manage': ['admin'],
  'rooms.housekeeping': ['admin', 'manager', 'front_desk', 'housekeeping'],
  'rooms.inspect': ['admin', 'manager'],
  'rooms.holds': ['admin', 'manager'],
  'channels.manage': ['admin'],
  'rates.manage': ['admin', 'manager'],
  'rates.override': ['admin', 'manager'],
  'rooms.present': ['admin', 'manager'],
  'folio.view': ['admin', 'manager', 'front_desk'],
  'folio.post': ['admin', 'manager', 'front_desk'],
  'folio.correct': ['admin', 'manager'],
  'folio.transfer': ['admin', 'manager'],
  'ledger.view': ['admin', 'manager'],
  'cash.handover': ['admin', 'manager'],
  'commission.pay': ['admin', 'manager'],
  'landlords.manage': ['admin'],
  'registrations.manage': ['admin', 'manager', 'front_desk'],
  'registrations.override': ['admin', 'manager'],
  'registrations.export': ['admin', 'manager'],
  'guests.export': ['admin', 'manager'],
  'guests.erase': ['admin'],
};

describe('allowedByDefault', () => {
  it('covers every capability in the matrix', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...CAPABILITIES].sort());
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...CAPABILITIES].sort());
  });

  for (const capability of CAPABILITIES) {
    it.each(WHO)(`${capability}: %s`, (who) => {
      const role = who === 'none' ? null : who;
      expect(allowedByDefault(role, capability)).toBe(MATRIX[capability].includes(who));
    });
  }

  it('lets housekeeping see reservations but not guest contact details or documents', () => {
    expect(allowedByDefault('housekeeping', 'reservations.view')).toBe(true);
    expect(allowedByDefault('housekeeping', 'reservations.viewContact')).toBe(false);
    expect(allowedByDefault('housekeeping', 'documents.download')).toBe(false);
  });

  it('keeps what stays cost from housekeeping, and lets an admin give it back', () => {
    expect(allowedByDefault('housekeeping', 'reservations.viewMoney')).toBe(false);
    expect(ADJUSTABLE_CAPABILITIES).toContain('reservations.viewMoney');
    expect(
      capabilitiesOf('housekeeping', [
        { role: 'housekeeping', capability: 'reservations.viewMoney', allowed: true },
      ]),
    ).toContain('reservations.viewMoney');
  });

  it('lets a sales agent with no role see only their own sales', () => {
    const open = CAPABILITIES.filter((capability) => allowedByDefault(null, capability));
    expect(open).toEqual(['myReservations.view']);
  });
});

describe('capabilitiesOf', () => {
  it('is the default matrix when an admin has adjusted nothing', () => {
    for (const who of WHO) {
      const role = who === 'none' ? null : who;
      expect(capabilitiesOf(role, [])).toEqual(
        CAPABILITIES.filter((capability) => MATRIX[capability].includes(who)),
      );
    }
  });

  it("applies an admin's grants and withdrawals to that role only", () => {
    const adjusted = capabilitiesOf('front_desk', [
      { role: 'front_desk', capability: 'reservations.create', allowed: true },
      { role: 'front_desk', capability: 'documents.download', allowed: false },
      { role: 'manager', capability: 'reservations.delete', allowed: true },
    ]);
    expect(adjusted).toContain('reservations.create');
    expect(adjusted).not.toContain('documents.download');
    expect(adjusted).not.toContain('reservations.delete');
    expect(capabilitiesOf('front_desk', [])).not.toContain('reservations.create');
  });

  it('never adjusts admins, user management, settings or own sales', () => {
    const overrides = [
      { role: 'admin' as const, capability: 'reservations.delete' as const, allowed: false },
      { role: 'manager' as const, capability: 'users.manage' as const, allowed: true },
      { role: 'manager' as const, capability: 'settings.manage' as const, allowed: true },
      { role: 'housekeeping' as const, capability: 'myReservations.view' as const, allowed: false },
    ];
    expect(capabilitiesOf('admin', overrides)).toEqual([...CAPABILITIES]);
    expect(capabilitiesOf('manager', overrides)).not.toContain('users.manage');
    expect(capabilitiesOf('manager', overrides)).not.toContain('settings.manage');
    expect(capabilitiesOf('housekeeping', overrides)).toContain('myReservations.view');
    expect(ADJUSTABLE_CAPABILITIES).not.toContain('users.manage');
    expect(ADJUSTABLE_CAPABILITIES).not.toContain('settings.manage');
    expect(ADJUSTABLE_CAPABILITIES).not.toContain('channels.manage');
  });

  it('is what can() checks, and names every capability for the Settings page', () => {
    expect(can({ capabilities: ['rooms.view'] }, 'rooms.view')).toBe(true);
    expect(can({ capabilities: ['rooms.view'] }, 'rooms.manage')).toBe(false);
    expect(can(null, 'myReservations.view')).toBe(false);
    expect(Object.keys(CAPABILITY_LABELS).sort()).toEqual([...CAPABILITIES].sort());
  });
});

describe('roles', () => {
  it('has the four staff roles with labels', () => {
    expect(ROLES).toEqual(['admin', 'manager', 'front_desk', 'housekeeping']);
    expect(ROLES.map((role) => ROLE_LABELS[role])).toEqual([
      'Admin',
      'Manager',
      'Front desk',
      'Housekeeping',
    ]);
  });

  it('labels a missing role "No role"', () => {
    expect(roleLabel(null)).toBe('No role');
    expect(roleLabel('front_desk')).toBe('Front desk');
  });

  it('counts every role as staff, and no role as not', () => {
    for (const role of ROLES) expect(isStaff(role)).toBe(true);
    expect(isStaff(null)).toBe(false);
  });
});

describe('landingPath', () => {
  it('starts each role where its work is', () => {
    const landing = (role: Role | null) => landingPath({ capabilities: capabilitiesOf(role, []) });
    expect(ROLES.map(landing)).toEqual(['/admin', '/admin', '/admin', '/housekeeping']);
    expect(landing(null)).toBe('/my-reservations');
    // An adjusted role follows its capabilities: a housekeeper allowed the desk works from it.
    expect(
      landingPath({
        capabilities: ['reservations.view', 'rooms.housekeeping', 'reservations.checkInOut'],
      }),
    ).toBe('/admin');
  });
});
