import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, sqlState } from './helpers';

/**
 * Every business row belongs to one property, and rows refer to each other by
 * `(property_id, id)`: a row of one building pointing at another's is refused by the database,
 * whichever statement writes it. Each case is written here directly in SQL.
 */
describe.each(testDrivers)('property keys (%s)', (driver) => {
  let database: TestDatabase;
  /** Building A (the migrated one) and building B, each with a room, a stay, a hold and a feed. */
  const ids = {} as Record<
    | 'a'
    | 'b'
    | 'typeA'
    | 'typeB'
    | 'unitA'
    | 'unitB'
    | 'stayA'
    | 'stayB'
    | 'holdA'
    | 'feedA'
    | 'feedB',
    string
  >;

  const write = (statement: SQL) =>
    database.client.db.execute(statement).then(
      () => 'written',
      (error: unknown) => sqlState(error) ?? String(error),
    );
  const one = async (statement: SQL) => {
    const [row] = await queryRows<{ id: string }>(database.client.db, statement);
    if (!row) throw new Error('no row returned');
    return row.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ids.a = await one(sql`select id from properties where slug = 'zamalek'`);
    ids.b = await one(sql`
      insert into properties (slug, time_zone, property_name)
      values ('garden-city', 'Africa/Cairo', 'Garden City Suites') returning id`);
    for (const [key, typeKey, unitKey, stayKey, name] of [
      ['a', 'typeA', 'unitA', 'stayA', 'A-1'],
      ['b', 'typeB', 'unitB', 'stayB', 'B-1'],
    ] as const) {
      ids[typeKey] = await one(sql`
        insert into room_types (property_id, code, name) values (${ids[key]}, 'Studio', 'Studio')
        returning id`);
      ids[unitKey] = await one(sql`
        insert into units (property_id, name, room_type_id)
        values (${ids[key]}, ${name}, ${ids[typeKey]}) returning id`);
      ids[stayKey] = await one(sql`
        insert into reservations (property_id, booking_reference, unit_id, check_in_date, check_out_date)
        values (${ids[key]}, ${`REF-${name}`}, ${ids[unitKey]}, '2027-01-01', '2027-01-03') returning id`);
    }
    ids.holdA = await one(sql`
      insert into unit_holds (property_id, unit_id, kind, reason, from_date, to_date)
      values (${ids.a}, ${ids.unitA}, 'maintenance', 'Leak', '2027-02-01', '2027-02-02') returning id`);
    ids.feedA = await one(sql`
      insert into channel_feeds (property_id, unit_id, channel, url)
      values (${ids.a}, ${ids.unitA}, 'airbnb', 'https://example.com/a.ics') returning id`);
    ids.feedB = await one(sql`
      insert into channel_feeds (property_id, unit_id, channel, url)
      values (${ids.b}, ${ids.unitB}, 'airbnb', 'https://example.com/b.ics') returning id`);
  });
  afterAll(() => database.dispose());

  it("refuses a stay, hold, problem, feed or season of one building in another's room", async () => {
    const { a, b, unitA } = ids;
    expect(
      await write(sql`
        insert into reservations (property_id, booking_reference, unit_id, check_in_date, check_out_date)
        values (${b}, 'CROSS-1', ${unitA}, '2027-03-01', '2027-03-02')`),
    ).toBe('23503');
    expect(
      await write(sql`
        insert into unit_holds (property_id, unit_id, kind, reason, from_date, to_date)
        values (${b}, ${unitA}, 'other', 'x', '2027-03-01', '2027-03-02')`),
    ).toBe('23503');
    expect(
      await write(sql`
        insert into room_problems (property_id, unit_id, description) values (${b}, ${unitA}, 'Leak')`),
    ).toBe('23503');
    expect(
      await write(sql`
        insert into channel_feeds (property_id, unit_id, channel, url)
        values (${b}, ${unitA}, 'other', 'https://example.com/x.ics')`),
    ).toBe('23503');
    expect(
      await write(sql`
        insert into rate_seasons (property_id, name, room_type_id, unit_id, start_date, end_date, nightly_cents)
        values (${b}, 'Cross', ${ids.typeB}, ${unitA}, '2027-03-01', '2027-03-05', 10000)`),
    ).toBe('23503');
    expect(
      await write(sql`
        insert into unit_export_tokens (property_id, unit_id, token, token_sha256)
        values (${b}, ${unitA}, 'token', 'sha')`),
    ).toBe('23503');
    // The same rows in their own building are written.
    expect(
      await write(sql`
        insert into room_problems (property_id, unit_id, description) values (${a}, ${unitA}, 'Leak')`),
    ).toBe('written');
  });

  it("refuses a document, channel event or conflict pointing at another building's stay or feed", async () => {
    const { b, stayA, feedA, feedB, holdA } = ids;
    expect(
      await write(sql`
        insert into documents (property_id, reservation_id, kind, storage_key, original_name, mime_type, size_bytes, sha256)
        values (${b}, ${stayA}, 'id_front', 'key-cross', 'id.png', 'image/png', 10, 'sha')`),
    ).toBe('23503');
    expect(
      await write(sql`
        insert into channel_events (property_id, feed_id, uid, reservation_id, from_date, to_date)
        values (${b}, ${feedB}, 'uid-1', ${stayA}, '2027-01-01', '2027-01-03')`),
    ).toBe('23503');
    expect(
      await write(sql`
        insert into channel_conflicts (property_id, feed_id, uid, from_date, to_date)
        values (${b}, ${feedA}, 'uid-2', '2027-01-01', '2027-01-03')`),
    ).toBe('23503');
    expect(
      await write(sql`
        insert into room_problems (property_id, unit_id, description, outcome, closed_at, hold_id)
        values (${b}, ${ids.unitB}, 'Leak', 'out_of_order', now(), ${holdA})`),
    ).toBe('23503');
  });

  it('refuses moving a stay to another building while its room stays behind, and a row of no building', async () => {
    const { b, stayA } = ids;
    expect(await write(sql`update reservations set property_id = ${b} where id = ${stayA}`)).toBe(
      '23503',
    );
    expect(
      await write(sql`insert into units (name, room_type_id) values ('Nowhere', ${ids.typeA})`),
    ).toBe('23502');
    expect(
      await write(sql`
        insert into notifications (kind, recipient, subject, text_body, html_body)
        values ('test', 'a@example.com', 's', 't', 'h')`),
    ).toBe('23502');
    // The audit of a stay names its building; only the organisation's users have none.
    expect(
      await write(sql`
        insert into audit_log (entity, entity_id, action) values ('reservation', ${stayA}, 'update')`),
    ).toBe('23514');
    expect(
      await write(sql`
        insert into audit_log (property_id, entity, entity_id, action) values (${b}, 'user', 'u', 'update')`),
    ).toBe('23514');
    expect(
      await write(sql`insert into job_runs (job, run_key) values ('pre-arrival', ${stayA})`),
    ).toBe('23514');
  });

  it("refuses a room, season or photo of one building of another's room type, and a room of none", async () => {
    const { a, b, typeA, typeB, unitA } = ids;
    expect(
      await write(
        sql`insert into units (property_id, name, room_type_id) values (${a}, 'A-x', ${typeB})`,
      ),
    ).toBe('23503');
    expect(await write(sql`insert into units (property_id, name) values (${a}, 'A-untyped')`)).toBe(
      '23502',
    );
    expect(
      await write(sql`
        insert into rate_seasons (property_id, name, room_type_id, start_date, end_date, nightly_cents)
        values (${a}, 'Cross type', ${typeB}, '2027-03-01', '2027-03-05', 10000)`),
    ).toBe('23503');
    expect(
      await write(sql`
        insert into suite_photos (property_id, room_type_id, storage_key, position, width, height, widths)
        values (${b}, ${typeA}, gen_random_uuid(), 0, 480, 320, '{480}')`),
    ).toBe('23503');
    // A room's own season is of the room's type, never of another type of the same building.
    const loft = await one(sql`
      insert into room_types (property_id, code, name) values (${a}, 'Loft', 'Loft') returning id`);
    expect(
      await write(sql`
        insert into rate_seasons (property_id, name, room_type_id, unit_id, start_date, end_date, nightly_cents)
        values (${a}, 'Mismatch', ${loft}, ${unitA}, '2027-03-01', '2027-03-05', 10000)`),
    ).toBe('23503');
    // A type with rooms stays; one without goes.
    expect(await write(sql`delete from room_types where id = ${typeA}`)).toBe('23503');
    expect(await write(sql`delete from room_types where id = ${loft}`)).toBe('written');
  });

  it("moves a room's own seasons with it to another type", async () => {
    const { a, typeA } = ids;
    const penthouse = await one(sql`
      insert into room_types (property_id, code, name) values (${a}, 'Penthouse', 'Penthouse')
      returning id`);
    const unit = await one(sql`
      insert into units (property_id, name, room_type_id) values (${a}, 'A-top', ${typeA})
      returning id`);
    await write(sql`
      insert into rate_seasons (property_id, name, room_type_id, unit_id, start_date, end_date, nightly_cents)
      values (${a}, 'Top floor', ${typeA}, ${unit}, '2027-04-01', '2027-04-05', 20000)`);
    expect(await write(sql`update units set room_type_id = ${penthouse} where id = ${unit}`)).toBe(
      'written',
    );
    const [season] = await queryRows<{ room_type_id: string }>(
      database.client.db,
      sql`select room_type_id from rate_seasons where unit_id = ${unit}`,
    );
    expect(season?.room_type_id).toBe(penthouse);
  });

  it('gives a building one room type per name whatever its case, and two writers at once one', async () => {
    const { a, b } = ids;
    const add = (property: string, code: string) =>
      write(
        sql`insert into room_types (property_id, code, name) values (${property}, ${code}, ${code})`,
      );
    expect(await add(a, 'STUDIO')).toBe('23505');
    expect(await add(a, ' Suite')).toBe('23514');
    const outcomes = await Promise.all([add(b, 'Duplex'), add(b, 'duplex')]);
    expect(outcomes.sort()).toEqual(['23505', 'written']);
    const rows = await queryRows<{ count: number }>(
      database.client.db,
      sql`select count(*)::int as count from room_types where property_id = ${b} and lower(code) = 'duplex'`,
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('keeps a stay in its building when its room is deleted', async () => {
    const { a } = ids;
    const unit = await one(sql`
      insert into units (property_id, name, room_type_id) values (${a}, 'A-gone', ${ids.typeA})
      returning id`);
    const stay = await one(sql`
      insert into reservations (property_id, booking_reference, unit_id, check_in_date, check_out_date)
      values (${a}, 'REF-GONE', ${unit}, '2027-05-01', '2027-05-03') returning id`);
    await database.client.db.execute(sql`delete from units where id = ${unit}`);
    const [row] = await queryRows<{ property_id: string; unit_id: string | null }>(
      database.client.db,
      sql`select property_id, unit_id from reservations where id = ${stay}`,
    );
    expect(row).toEqual({ property_id: a, unit_id: null });
  });

  it('gives two buildings racing for one address exactly one', async () => {
    const add = (name: string) =>
      write(sql`
        insert into properties (slug, time_zone, property_name)
        values ('heliopolis', 'Africa/Cairo', ${name})`);
    const outcomes = await Promise.all([add('Heliopolis One'), add('Heliopolis Two')]);
    expect(outcomes.sort()).toEqual(['23505', 'written']);
    const rows = await queryRows<{ count: number }>(
      database.client.db,
      sql`select count(*)::int as count from properties where slug = 'heliopolis'`,
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('refuses an address or time zone that is not one', async () => {
    expect(
      await write(sql`
        insert into properties (slug, time_zone, property_name) values ('Bad Slug', 'Africa/Cairo', 'x')`),
    ).toBe('23514');
    expect(
      await write(sql`
        insert into properties (slug, time_zone, property_name) values ('fine', '', 'x')`),
    ).toBe('23514');
  });
});
