import {
  fromRateCents,
  type GroupableUnit,
  groupSize,
  groupSuites,
} from '@zamalek/domain/suite-groups';
import { DEFAULT_SUITE_SIZE } from '@zamalek/domain/suites';
import { describe, expect, it } from 'vitest';

const unit = (id: string, overrides: Partial<GroupableUnit> = {}): GroupableUnit => ({
  id,
  roomTypeId: 'studio-id',
  publicName: null,
  publicNameAr: null,
  unitSize: '38 m2',
  baseRateCents: 8_500,
  ...overrides,
});

describe('groupSuites', () => {
  it('makes one card per room type, and one for a room with its own public name', () => {
    const units = [
      unit('101'),
      unit('102'),
      unit('103', { roomTypeId: 'one-bedroom-id', baseRateCents: 12_000 }),
      unit('203', { roomTypeId: 'two-bedroom-id', baseRateCents: 19_000 }),
      unit('402', { roomTypeId: 'one-bedroom-id', baseRateCents: 12_000 }),
      unit('501', {
        roomTypeId: 'two-bedroom-id',
        baseRateCents: 19_000,
        publicName: 'Nile Penthouse',
        publicNameAr: 'بنتهاوس النيل',
      }),
    ];
    expect(groupSuites(units).map((group) => group.map((room) => room.id))).toEqual([
      ['101', '102'],
      ['103', '402'],
      ['203'],
      ['501'],
    ]);
  });

  it('puts the cheapest first, rooms without a rate last, ties in the order given', () => {
    const units = [
      unit('a', { roomTypeId: 'loft-id', baseRateCents: null }),
      unit('b', { roomTypeId: 'suite-id', baseRateCents: 20_000 }),
      unit('c', { roomTypeId: 'studio-id', baseRateCents: 9_000 }),
      unit('d', { roomTypeId: 'studio-id', baseRateCents: 8_000 }),
      unit('e', { roomTypeId: 'cabin-id', baseRateCents: 20_000 }),
    ];
    expect(groupSuites(units).map((group) => group.map((room) => room.id))).toEqual([
      ['c', 'd'],
      ['b'],
      ['e'],
      ['a'],
    ]);
  });

  it('ignores spaces around the public names', () => {
    const units = [
      unit('a', { publicName: 'Garden Studio ' }),
      unit('b', { publicName: 'Garden Studio' }),
      unit('c', { roomTypeId: 'loft-id' }),
      unit('d', { roomTypeId: 'loft-id' }),
    ];
    expect(groupSuites(units)).toHaveLength(2);
  });

  it('has nothing to group in an empty list', () => {
    expect(groupSuites([])).toEqual([]);
  });
});

describe('fromRateCents', () => {
  it('is the lowest base rate, or null when no room has one', () => {
    expect(fromRateCents([unit('a', { baseRateCents: 9_000 }), unit('b')])).toBe(8_500);
    expect(fromRateCents([unit('a', { baseRateCents: null }), unit('b')])).toBe(8_500);
    expect(fromRateCents([unit('a', { baseRateCents: null })])).toBeNull();
  });
});

describe('groupSize', () => {
  it('keeps the words the rooms agree on', () => {
    expect(groupSize(['58 m2', '58 m2'])).toBe('58 m2');
    expect(groupSize(['Large'])).toBe('Large');
    expect(groupSize([null, ' '])).toBe(DEFAULT_SUITE_SIZE);
  });

  it('gives the range of the areas when they differ', () => {
    expect(groupSize(['38 m2', '40 m2 + 6 m2', '42 m2'])).toBe('38–42 m2');
    expect(groupSize(['58 m2', '58 m2 + 10 m2'])).toBe('58 m2');
  });

  it("keeps the first room's words when a size is not an area", () => {
    expect(groupSize(['38 m2', 'Large'])).toBe('38 m2');
    expect(groupSize([null, '40 m2'])).toBe(DEFAULT_SUITE_SIZE);
  });
});
