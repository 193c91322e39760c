import { describe, expect, it } from 'vitest';
import { ALL_LIVE_ROUTERS, isAffected, LIVE_INVALIDATES, procedureOf, routerOf } from './live-keys';

describe('live invalidation keys', () => {
  it('maps a reservation change to every screen that shows reservations', () => {
    expect([...LIVE_INVALIDATES.reservations].sort()).toEqual([
      'analytics',
      'dayClose',
      'guests',
      'myReservations',
      'registrationArrivals',
      'reservations',
      'units',
    ]);
  });

  it('maps unit, profile and user changes to the screens that show them', () => {
    expect([...LIVE_INVALIDATES.units].sort()).toEqual([
      'analytics',
      'guests',
      'myReservations',
      'public',
      'reservations',
      'units',
    ]);
    expect([...LIVE_INVALIDATES.profiles].sort()).toEqual(['reservations', 'users']);
    // A user's linked sales source feeds the source choices and their My Reservations.
    expect([...LIVE_INVALIDATES.users].sort()).toEqual(['myReservations', 'reservations', 'users']);
    // Only routers that exist (the type checks it too): no dashboard, calendar or profiles.
    expect([...ALL_LIVE_ROUTERS].sort()).toEqual([
      'analytics',
      'cash',
      'channels',
      'commissions',
      'dayClose',
      'folios',
      'guests',
      'myReservations',
      'presentations',
      'public',
      'rateCalendar',
      'registrationArrivals',
      'registrations',
      'reservations',
      'settings',
      'units',
      'users',
    ]);
  });

  it("refreshes a stay's Registration card and the arrivals when a guest registers or adds a photo", () => {
    expect(
      isAffected(
        [{ entity: 'guest_registrations', id: 'r1' }],
        [['registrations', 'ofStay'], { input: { reservationId: 's1' }, type: 'query' }],
      ),
    ).toBe(true);
    expect(
      isAffected(
        [{ entity: 'guest_registrations', id: 'r1' }],
        [['registrationArrivals', 'ofDay'], { type: 'query' }],
      ),
    ).toBe(true);
    expect(
      isAffected(
        [{ entity: 'registration_id_photos', id: 'p1' }],
        [['registrations', 'ofStay'], { type: 'query' }],
      ),
    ).toBe(true);
    expect(
      isAffected(
        [{ entity: 'guest_registrations', id: 'r1' }],
        [['folios', 'stay'], { type: 'query' }],
      ),
    ).toBe(false);
  });

  it('refreshes every screen that shows a status when the No-Show cut-off changes', () => {
    // …and the rate calendar, whose weekend rates follow the weekend nights.
    expect([...LIVE_INVALIDATES.properties].sort()).toEqual([
      'guests',
      'myReservations',
      'public',
      'rateCalendar',
      'reservations',
      'settings',
    ]);
    expect([...LIVE_INVALIDATES.role_capabilities]).toEqual(['settings']);
  });

  it('refreshes the calendars, free rooms, public availability and analytics when a hold changes', () => {
    expect([...LIVE_INVALIDATES.unit_holds].sort()).toEqual([
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
    expect([...LIVE_INVALIDATES.rate_seasons]).toContain('rateCalendar');
    expect([...LIVE_INVALIDATES.room_types]).toContain('rateCalendar');
    expect([...LIVE_INVALIDATES.price_charges]).toContain('settings');
  });
});
