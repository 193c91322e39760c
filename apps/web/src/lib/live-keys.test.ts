import { describe, expect, it } from 'vitest';
import { ALL_LIVE_ROUTERS, LIVE_INVALIDATES, refreshFor, routerOf, routersFor } from './live-keys';

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

  it('refreshes what a change affects, and everything after a resync', () => {
    expect(refreshFor({ kind: 'change', entity: 'users', id: 'u1', op: 'UPDATE' })).toBe(
      LIVE_INVALIDATES.users,
    );
    expect(refreshFor({ kind: 'resync' })).toBe('everything');
  });

  it('reads the router name from a tRPC query key and ignores other keys', () => {
    expect(routerOf([['reservations', 'list'], { type: 'query' }])).toBe('reservations');
    expect(routerOf([['auth', 'session']])).toBe('auth');
    expect(routerOf(['todos'])).toBeUndefined();
    expect(routerOf([])).toBeUndefined();
  });

  it('refreshes the rate calendar when seasons or room-type discounts change', () => {
    expect([...routersFor([{ entity: 'rate_seasons' }])]).toContain('rateCalendar');
    expect([...routersFor([{ entity: 'unit_type_pricing' }])]).toContain('rateCalendar');
    expect([...routersFor([{ entity: 'price_charges' }])]).toContain('settings');
  });
});
