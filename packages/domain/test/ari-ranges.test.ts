import { collapseDays, type DayValue } from '@zamalek/domain/channels/ari-ranges';
import { availabilityValues } from '@zamalek/domain/channels/availability-payload';
import { addDaysIso, daysBetween } from '@zamalek/domain/dates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const expand = <V>(ranges: ReturnType<typeof collapseDays<V>>): DayValue<V>[] =>
  ranges.flatMap((range) =>
    Array.from({ length: daysBetween(range.dateFrom, range.dateTo) + 1 }, (_, index) => ({
      key: range.key,
      date: addDaysIso(range.dateFrom, index),
      value: range.value,
    })),
  );

const byKeyAndDate = <V>(days: DayValue<V>[]) =>
  [...days].sort((a, b) => `${a.key} ${a.date}`.localeCompare(`${b.key} ${b.date}`));

describe('collapsing days into ranges for the channel manager', () => {
  it('joins consecutive equal days of one key, and nothing else', () => {
    const days = [
      { key: 'studio', date: '2027-01-01', value: 2 },
      { key: 'studio', date: '2027-01-02', value: 2 },
      { key: 'studio', date: '2027-01-04', value: 2 },
      { key: 'studio', date: '2027-01-03', value: 1 },
      { key: 'loft', date: '2027-01-01', value: 2 },
    ];
    expect(collapseDays(days)).toEqual([
      { key: 'loft', dateFrom: '2027-01-01', dateTo: '2027-01-01', value: 2 },
      { key: 'studio', dateFrom: '2027-01-01', dateTo: '2027-01-02', value: 2 },
      { key: 'studio', dateFrom: '2027-01-03', dateTo: '2027-01-03', value: 1 },
      { key: 'studio', dateFrom: '2027-01-04', dateTo: '2027-01-04', value: 2 },
    ]);
  });

  it('loses no day and adds none, and leaves no two joinable ranges apart', () => {
    const day = fc.record({
      key: fc.constantFrom('a', 'b', 'c'),
      offset: fc.integer({ min: 0, max: 40 }),
      value: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(day, { selector: (d) => `${d.key} ${d.offset}` }), (picked) => {
        const days = picked.map((d) => ({
          key: d.key,
          date: addDaysIso('2027-03-01', d.offset),
          value: d.value,
        }));
        const ranges = collapseDays(days);
        expect(byKeyAndDate(expand(ranges))).toEqual(byKeyAndDate(days));
        ranges.forEach((range, index) => {
          const next = ranges[index + 1];
          if (next && next.key === range.key && addDaysIso(range.dateTo, 1) === next.dateFrom) {
            expect(next.value).not.toBe(range.value);
          }
        });
      }),
    );
  });
});

describe("an availability push's body", () => {
  it('sends each mapped room type as ranges of equal counts, and nothing unmapped', () => {
    const nights = [
      { roomTypeId: 'studio', date: '2027-05-01', available: 1 },
      { roomTypeId: 'studio', date: '2027-05-02', available: 0 },
      { roomTypeId: 'studio', date: '2027-05-03', available: 0 },
      { roomTypeId: 'loft', date: '2027-05-01', available: 1 },
      { roomTypeId: 'unmapped', date: '2027-05-01', available: 3 },
    ];
    expect(
      availabilityValues(
        {
          propertyId: 'cx-property',
          roomTypes: new Map([
            ['studio', 'cx-studio'],
            ['loft', 'cx-loft'],
          ]),
        },
        nights,
      ),
    ).toEqual({
      values: [
        {
          property_id: 'cx-property',
          room_type_id: 'cx-loft',
          date_from: '2027-05-01',
          date_to: '2027-05-01',
          availability: 1,
        },
        {
          property_id: 'cx-property',
          room_type_id: 'cx-studio',
          date_from: '2027-05-01',
          date_to: '2027-05-01',
          availability: 1,
        },
        {
          property_id: 'cx-property',
          room_type_id: 'cx-studio',
          date_from: '2027-05-02',
          date_to: '2027-05-03',
          availability: 0,
        },
      ],
    });
  });
});
