import { describe, expect, it } from 'vitest';
import { blockAccessibleName, calendarBlocks } from './calendar-blocks';
import { type CalendarStay, occupancyRow } from './occupancy';

const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
const window = { from: '2026-12-01', to: '2026-12-06' };
const hold = {
  id: 'h1',
  unitId: 'u1',
  kind: 'maintenance' as const,
  reason: 'leaking tap',
  fromDate: '2026-12-02',
  toDate: '2026-12-04',
};
const stay: CalendarStay = {
  id: 's1',
  unitId: 'u2',
  checkInDate: '2026-12-02',
  checkOutDate: '2026-12-04',
  displayStatus: 'Due In',
  source: 'KSS',
  firstGuestName: 'Hana',
};

describe('blocked nights on the calendars', () => {
  it('draws a hold as one labelled run between free days (half-open)', () => {
    const row = occupancyRow([], days, calendarBlocks([hold], [], window));
    expect(row.map((segment) => segment.kind)).toEqual(['free', 'block', 'free', 'free']);
    const block = row[1];
    expect(block).toMatchObject({ kind: 'block', start: 1, span: 2 });
    if (block?.kind !== 'block') throw new Error('no block');
    expect(block.block).toMatchObject({ title: 'Maintenance', detail: 'leaking tap' });
    expect(blockAccessibleName(block.block, 'Room 101')).toBe(
      'Blocked: Maintenance — leaking tap, Room 101, 2 December to 4 December',
    );
  });

  it('shows a room under maintenance blocked on every night without a stay', () => {
    const row = occupancyRow([stay], days, calendarBlocks([], ['u2'], window));
    expect(row.map((segment) => [segment.kind, segment.start])).toEqual([
      ['block', 0],
      ['stay', 1],
      ['block', 3],
    ]);
    const first = row[0];
    if (first?.kind !== 'block') throw new Error('no block');
    expect(blockAccessibleName(first.block, 'Room 102')).toBe(
      'Blocked: Out of service — Room status: maintenance, Room 102',
    );
  });
});
