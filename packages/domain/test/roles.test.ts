import {
  CAPABILITIES,
  type Capability,
  can,
  isStaff,
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
};

describe('can', () => {
  it('covers every capability in the matrix', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...CAPABILITIES].sort());
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...CAPABILITIES].sort());
  });

  for (const capability of CAPABILITIES) {
    it.each(WHO)(`${capability}: %s`, (who) => {
      const role = who === 'none' ? null : who;
      expect(can(role, capability)).toBe(MATRIX[capability].includes(who));
    });
  }

  it('lets housekeeping see reservations but not guest contact details or documents', () => {
    expect(can('housekeeping', 'reservations.view')).toBe(true);
    expect(can('housekeeping', 'reservations.viewContact')).toBe(false);
    expect(can('housekeeping', 'documents.download')).toBe(false);
  });

  it('lets a sales agent with no role see only their own sales', () => {
    const open = CAPABILITIES.filter((capability) => can(null, capability));
    expect(open).toEqual(['myReservations.view']);
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
