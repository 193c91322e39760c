import { LIVE_CHANNEL, LIVE_ENTITIES, liveChangeSchema } from '@zamalek/domain/live';
import { describe, expect, it } from 'vitest';

describe('live changes', () => {
  it('use the channel the database triggers notify on', () => {
    expect(LIVE_CHANNEL).toBe('app_changes');
    expect(LIVE_ENTITIES).toEqual([
      'reservations',
      'units',
      'profiles',
      'users',
      'properties',
      'role_capabilities',
      'unit_holds',
      'rate_seasons',
      'room_types',
      'price_charges',
      'room_problems',
      'journals',
      'folios',
      'cash_drawers',
      'folio_extras',
      'guest_registrations',
      'registration_id_photos',
      'channel_conflicts',
    ]);
  });

  it('parse the trigger payload', () => {
    const payload = { entity: 'reservations', id: '5f0c…', op: 'UPDATE', property: 'a1b2…' };
    expect(liveChangeSchema.parse(payload)).toEqual(payload);
  });

  it('reject entities and operations the triggers never send', () => {
    expect(
      liveChangeSchema.safeParse({ entity: 'user_roles', id: '1', op: 'INSERT' }).success,
    ).toBe(false);
    expect(liveChangeSchema.safeParse({ entity: 'units', id: '1', op: 'TRUNCATE' }).success).toBe(
      false,
    );
    expect(
      liveChangeSchema.safeParse({ entity: 'units', op: 'INSERT', property: null }).success,
    ).toBe(false);
    // A change names its property, or none (the organisation's rows).
    expect(liveChangeSchema.safeParse({ entity: 'units', id: '1', op: 'INSERT' }).success).toBe(
      false,
    );
  });
});
