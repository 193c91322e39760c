import { describe, expect, it } from 'vitest';
import { ALL_LIVE_ROUTERS, isAffected, procedureOf, routerOf, routersFor } from './live-keys';

describe('live invalidation keys', () => {
  it('maps a reservation change to every screen that shows reservations', () => {
    expect([...routersFor([{ entity: 'reservations' }])].sort()).toEqual([
      'analytics',
      'guests',
      'myReservations',
      'reservations',
      'units',
    ]);
  });

  it('maps unit and profile changes, merging a burst without duplicates', () => {
    expect([...routersFor([{ entity: 'units' }, { entity: 'units' }])].sort()).toEqual([
      'analytics',
      'guests',
      'myReservations',
      'public',
      'reservations',
      'units',
    ]);
    expect([...routersFor([{ entity: 'profiles' }])].sort()).toEqual(['reservations', 'users']);
    // A user's linked sales source feeds the source choices and their My Reservations.
    expect([...routersFor([{ entity: 'users' }])].sort()).toEqual([
      'myReservations',
      'reservations',
      'users',
    ]);
    // Only routers that exist (the type checks it too): no dashboard, calendar or profiles.
    expect([...ALL_LIVE_ROUTERS].sort()).toEqual([
      'analytics',
      'channels',
      'guests',
      'myReservations',
      'public',
      'rateCalendar',
      'reservations',
      'settings',
      'units',
      'users',
    ]);
  });

  it('refreshes every screen that shows a status when the No-Show cut-off changes', () => {
    // …and the rate calendar, whose weekend rates follow the weekend nights.
    expect([...routersFor([{ entity: 'property_settings' }])].sort()).toEqual([
      'guests',
      'myReservations',
      'public',
      'rateCalendar',
      'reservations',
      'settings',
    ]);
    expect([...routersFor([{ entity: 'role_capabilities' }])]).toEqual(['settings']);
  });

  it('refreshes the calendars, free rooms, public availability and analytics when a hold changes', () => {
    expect([...routersFor([{ entity: 'unit_holds' }])].sort()).toEqual([
      'analytics',
      'public',
      'reservations',
      'units',
    ]);
  });

  it('refreshes the lists, calendars and the changed stay detail when a reservation changes, not other details', () => {
    const changed = [{ entity: 'reservations', id: 'r1' }] as const;
    const key = (path: string[], input?: unknown) => [path, { input, type: 'query' }];
    expect(isAffected(changed, key(['reservations', 'list'], { page: 1 }))).toBe(true);
    expect(isAffected(changed, key(['reservations', 'calendar'], { from: 'a', to: 'b' }))).toBe(
      true,
    );
    expect(isAffected(changed, key(['reservations', 'dashboard']))).toBe(true);
    expect(isAffected(changed, key(['analytics', 'overview'], {}))).toBe(true);
    expect(isAffected(changed, key(['reservations', 'byId'], { id: 'r1' }))).toBe(true);
    expect(isAffected(changed, key(['reservations', 'byId'], { id: 'r2' }))).toBe(false);
    // The forms' room and source choices show no stays.
    expect(isAffected(changed, key(['reservations', 'unitOptions']))).toBe(false);
    expect(isAffected(changed, key(['reservations', 'sourceNames']))).toBe(false);
    expect(isAffected(changed, key(['users', 'list']))).toBe(false);
    expect(isAffected(changed, ['todos'])).toBe(false);
  });

  it('refreshes every detail when what details show changes, and any detail of a burst', () => {
    const key = (id: string) => [['reservations', 'byId'], { input: { id }, type: 'query' }];
    // A room's name or a profile's name shows on every stay's page.
    expect(isAffected([{ entity: 'units', id: 'u1' }], key('r2'))).toBe(true);
    expect(isAffected([{ entity: 'profiles', id: 'p1' }], key('r2'))).toBe(true);
    expect(isAffected([{ entity: 'units', id: 'u1' }], [['reservations', 'unitOptions']])).toBe(
      true,
    );
    const burst = [
      { entity: 'reservations', id: 'r1' },
      { entity: 'reservations', id: 'r2' },
    ] as const;
    expect(isAffected(burst, key('r2'))).toBe(true);
    expect(isAffected(burst, key('r3'))).toBe(false);
  });

  it('reads the router name from a tRPC query key and ignores other keys', () => {
    expect(routerOf([['reservations', 'list'], { type: 'query' }])).toBe('reservations');
    expect(routerOf([['auth', 'session']])).toBe('auth');
    expect(routerOf(['todos'])).toBeUndefined();
    expect(routerOf([])).toBeUndefined();
    expect(procedureOf([['reservations', 'byId'], { input: { id: 'r1' } }])).toBe(
      'reservations.byId',
    );
    expect(procedureOf(['todos'])).toBeUndefined();
  });

  it('refreshes the rate calendar when seasons or room-type discounts change', () => {
    expect([...routersFor([{ entity: 'rate_seasons' }])]).toContain('rateCalendar');
    expect([...routersFor([{ entity: 'unit_type_pricing' }])]).toContain('rateCalendar');
    expect([...routersFor([{ entity: 'price_charges' }])]).toContain('settings');
  });
});
