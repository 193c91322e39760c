import { describe, expect, it } from 'vitest';
import { ALL_LIVE_ROUTERS, LIVE_INVALIDATES, refreshFor, routerOf, routersFor } from './live-keys';

describe('live invalidation keys', () => {
  it('maps a reservation change to every screen that shows reservations', () => {
    expect([...routersFor([{ entity: 'reservations' }])].sort()).toEqual([
      'analytics',
      'calendar',
      'dashboard',
      'guests',
      'myReservations',
      'reservations',
      'units',
    ]);
  });

  it('maps unit and profile changes, merging a burst without duplicates', () => {
    expect([...routersFor([{ entity: 'units' }, { entity: 'units' }])].sort()).toEqual([
      'analytics',
      'calendar',
      'guests',
      'myReservations',
      'public',
      'reservations',
      'units',
    ]);
    expect([...routersFor([{ entity: 'profiles' }])].sort()).toEqual([
      'profiles',
      'reservations',
      'users',
    ]);
    expect([...routersFor([{ entity: 'users' }])]).toEqual(['users']);
    expect(ALL_LIVE_ROUTERS.size).toBe(10);
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
});
