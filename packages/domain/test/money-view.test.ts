import { seesRoomRates, seesStayMoney } from '@zamalek/domain/money-view';
import { capabilitiesOf } from '@zamalek/domain/roles';
import { describe, expect, it } from 'vitest';

const holder = (role: Parameters<typeof capabilitiesOf>[0]) => ({
  capabilities: capabilitiesOf(role, []),
});

describe('seesStayMoney', () => {
  it('is the desk and the managers by default, not housekeeping nor a sales agent', () => {
    expect(seesStayMoney(holder('admin'))).toBe(true);
    expect(seesStayMoney(holder('manager'))).toBe(true);
    expect(seesStayMoney(holder('front_desk'))).toBe(true);
    expect(seesStayMoney(holder('housekeeping'))).toBe(false);
    expect(seesStayMoney(holder(null))).toBe(false);
    expect(seesStayMoney(null)).toBe(false);
  });
});

describe('seesRoomRates', () => {
  it('follows the money, and is kept by whoever edits rooms', () => {
    expect(seesRoomRates(holder('housekeeping'))).toBe(false);
    expect(seesRoomRates({ capabilities: ['rooms.view', 'rooms.manage'] })).toBe(true);
    expect(seesRoomRates({ capabilities: ['rooms.view', 'reservations.viewMoney'] })).toBe(true);
  });
});
