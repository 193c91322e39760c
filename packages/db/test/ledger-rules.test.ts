import { openPostgres } from '@zamalek/db/client';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStay, insertUnit, queryRows, sqlState } from './helpers';

/**
 * The ledger's rules (decision 0070), each tried directly in SQL: whatever statement writes
 * money, the database refuses what would make the books wrong.
 */
describe.each(testDrivers)('ledger rules (%s)', (driver) => {
  let database: TestDatabase;
  let property = '';
  let other = '';
  let openDay = '';
  let folio = '';
  let stay = '';
  let keyCounter = 0;
  let clerk = '';

  const db = () => database.client.db;
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'written',
      (error: unknown) => sqlState(error) ?? String(error),
    );
  const write = (statement: SQL) => outcome(db().execute(statement));
  const one = async <T extends Record<string, unknown>>(statement: SQL) => {
    const [row] = await queryRows<T>(db(), statement);
    if (!row) throw new Error('no row returned');
    return row;
  };
  const key = () => `test:${++keyCounter}`;

  /** A journal with its lines in one transaction, as the app posts: the SQLSTATE or 'written'. */
  const post = (
    lines: ReadonlyArray<{ account: string; amount: number; folio?: string; currency?: string }>,
    options: {
      kind?: string;
      day?: string;
      reverses?: string;
      key?: string;
      payment?: { method: string; receivedBy: string | null };
    } = {},
  ) =>
    outcome(
      db().transaction(async (tx) => {
        const [journal] = await queryRows<{ id: string }>(
          tx,
          sql`insert into journals (property_id, business_date, kind, idempotency_key, reverses_journal_id)
              values (${property}, ${options.day ?? openDay}, ${options.kind ?? 'charge'}, ${options.key ?? key()},
                      ${options.reverses ?? null}) returning id`,
        );
        if (!journal) throw new Error('no journal');
        lastJournal = journal.id;
        let lineNo = 0;
        for (const line of lines) {
          await tx.execute(sql`
            insert into journal_lines (property_id, journal_id, line_no, account, folio_id, amount_minor, currency)
            values (${property}, ${journal.id}, ${++lineNo}, ${line.account}, ${line.folio ?? null},
                    ${line.amount}, ${line.currency ?? 'USD'})`);
        }
        if (options.payment) {
          await tx.execute(sql`
            insert into payments (property_id, journal_id, method, amount_minor, currency, received_by)
            values (${property}, ${journal.id}, ${options.payment.method}, 900, 'USD',
                    ${options.payment.receivedBy})`);
        }
      }),
    );
  let lastJournal = '';
  const charge = (amount: number, onFolio = folio) => [
    { account: 'receivable', amount, folio: onFolio },
    { account: 'extras_revenue', amount: -amount },
  ];
  const newFolio = async () =>
    (
      await one<{ id: string }>(sql`
        insert into folios (property_id, reservation_id) values (${property}, ${await newStay()})
        returning id`)
    ).id;
  let stayCounter = 0;
  const newStay = async () => {
    stayCounter += 1;
    const unit = await insertUnit(db(), `L-${stayCounter}`);
    const [row] = await insertStay(db(), unit, '2027-01-01', '2027-01-03');
    if (!row) throw new Error('no stay');
    return row.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ({ id: property } = await one<{ id: string }>(
      sql`select id from properties where slug = 'zamalek'`,
    ));
    ({ open_day: openDay } = await one<{ open_day: string }>(
      sql`select open_day::text from property_ledgers where property_id = ${property}`,
    ));
    ({ id: other } = await one<{ id: string }>(sql`
      insert into properties (slug, time_zone, property_name)
      values ('garden-city', 'America/New_York', 'Garden City Suites') returning id`));
    ({ id: clerk } = await one<{ id: string }>(sql`
      insert into users (email, password_hash) values ('ledger-clerk@example.com', 'x') returning id`));
    stay = await newStay();
    ({ id: folio } = await one<{ id: string }>(sql`
      insert into folios (property_id, reservation_id) values (${property}, ${stay}) returning id`));
  });
  afterAll(() => database.dispose());

  it('gives every property a ledger open on its own today', async () => {
    const rows = await queryRows<{ ok: boolean }>(
      db(),
      sql`select l.open_day = (now() at time zone p.time_zone)::date as ok
          from properties p join property_ledgers l on l.property_id = p.id`,
    );
    expect(rows).toEqual([{ ok: true }, { ok: true }]);
  });

  it('posts a balanced journal and derives the balance from its lines', async () => {
    expect(await post(charge(2500))).toBe('written');
    expect(
      await post([
        { account: 'cash', amount: 1000 },
        { account: 'receivable', amount: -1000, folio },
      ]),
    ).toBe('written');
    const balance = await one<{ balance_minor: number | string }>(
      sql`select balance_minor from folio_balances where folio_id = ${folio}`,
    );
    expect(Number(balance.balance_minor)).toBe(1500);
  });

  it('refuses a journal that does not balance in each currency, or has no lines', async () => {
    expect(await post([{ account: 'receivable', amount: 100, folio }])).toBe('ZL003');
    expect(
      await post([
        { account: 'cash', amount: 7500, currency: 'EGP' },
        { account: 'receivable', amount: -150, folio },
      ]),
    ).toBe('ZL003');
    expect(await post([])).toBe('ZL003');
    // Two currencies, each balanced through the exchange account: accepted.
    expect(
      await post([
        { account: 'cash', amount: 7500, currency: 'EGP' },
        { account: 'currency_exchange', amount: -7500, currency: 'EGP' },
        { account: 'currency_exchange', amount: 150 },
        { account: 'receivable', amount: -150, folio },
      ]),
    ).toBe('written');
  });

  it('never updates, deletes or truncates journals, lines or payments, nor adds lines later', async () => {
    const { id } = await one<{ id: string }>(sql`select id from journals limit 1`);
    expect(await write(sql`update journals set memo = 'changed' where id = ${id}`)).toBe('ZL004');
    expect(await write(sql`delete from journals where id = ${id}`)).toBe('ZL004');
    expect(
      await write(
        sql`update journal_lines set amount_minor = amount_minor * 2 where journal_id = ${id}`,
      ),
    ).toBe('ZL004');
    expect(await write(sql`delete from journal_lines where journal_id = ${id}`)).toBe('ZL004');
    expect(await write(sql`truncate journal_lines cascade`)).toBe('ZL004');
    expect(
      await write(sql`
        insert into journal_lines (property_id, journal_id, line_no, account, amount_minor, currency)
        values (${property}, ${id}, 90, 'cash', 5, 'USD'), (${property}, ${id}, 91, 'bank', -5, 'USD')`),
    ).toBe('ZL004');
    expect(
      await write(sql`
        insert into payments (property_id, journal_id, method, amount_minor, currency)
        values (${property}, ${id}, 'cash', 100, 'USD')`),
    ).toBe('ZL004');
  });

  it('reverses a journal once, never a reversal, and only with its exact negatives', async () => {
    expect(await post(charge(700))).toBe('written');
    const original = lastJournal;
    const mirror = [
      { account: 'receivable', amount: -700, folio },
      { account: 'extras_revenue', amount: 700 },
    ];
    expect(
      await post(
        [
          { account: 'receivable', amount: -600, folio },
          { account: 'extras_revenue', amount: 600 },
        ],
        { kind: 'reversal', reverses: original },
      ),
    ).toBe('ZL005');
    expect(await post(mirror.slice(0, 1), { kind: 'reversal', reverses: original })).toBe('ZL003');
    expect(await post(mirror, { kind: 'reversal', reverses: original })).toBe('written');
    const reversal = lastJournal;
    expect(await post(mirror, { kind: 'reversal', reverses: original })).toBe('23505');
    expect(await post(charge(700), { kind: 'reversal', reverses: reversal })).toBe('ZL005');
    // A reversal names what it reverses, and only a reversal does.
    expect(await post(charge(5), { kind: 'reversal' })).toBe('23514');
    expect(await post(charge(5), { kind: 'charge', reverses: original })).toBe('23514');
  });

  it("keeps money a channel collected as the channel's: received by it, never corrected by hand", async () => {
    const channelKey = () => `ota:${stay}:${crypto.randomUUID()}`;
    const paid = [
      { account: 'channel_clearing', amount: 900 },
      { account: 'receivable', amount: -900, folio },
    ];
    const asPayment = (method: string, receivedBy: string | null) => ({
      kind: 'payment',
      key: channelKey(),
      payment: { method, receivedBy },
    });
    expect(await post(paid, asPayment('cash', null))).toBe('ZL015');
    expect(await post(paid, asPayment('channel', clerk))).toBe('ZL015');
    expect(await post(paid, asPayment('channel', null))).toBe('written');
    const original = lastJournal;
    const mirror = paid.map((line) => ({ ...line, amount: -line.amount }));
    expect(await post(mirror, { kind: 'reversal', reverses: original })).toBe('ZL015');
    // The desk's own payment by the channel is corrected as any other.
    expect(
      await post(paid, { kind: 'payment', payment: { method: 'channel', receivedBy: clerk } }),
    ).toBe('written');
    expect(await post(mirror, { kind: 'reversal', reverses: lastJournal })).toBe('written');
  });

  it('posts only on the open business day, and closes days one at a time, in order', async () => {
    const day = (offset: number) => {
      const date = new Date(`${openDay}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    expect(await post(charge(100), { day: day(-1) })).toBe('ZL002');
    expect(await post(charge(100), { day: day(1) })).toBe('ZL002');
    expect(
      await write(
        sql`update property_ledgers set open_day = open_day + 1 where property_id = ${property}`,
      ),
    ).toBe('ZL007');
    expect(
      await write(
        sql`insert into business_days (property_id, business_date) values (${property}, ${day(1)})`,
      ),
    ).toBe('ZL007');
    expect(
      await write(
        sql`insert into business_days (property_id, business_date) values (${property}, ${openDay})`,
      ),
    ).toBe('written');
    expect(await post(charge(100), { day: openDay })).toBe('ZL002');
    openDay = day(1);
    expect(await post(charge(100))).toBe('written');
    expect(await write(sql`delete from business_days where property_id = ${property}`)).toBe(
      'ZL004',
    );
  });

  it('refuses lines on a closed folio, and closes a folio only at a zero balance, for good', async () => {
    const closing = await newFolio();
    expect(await post(charge(300, closing))).toBe('written');
    const close = () =>
      write(sql`
        update folios set closed_at = now(), closed_by = ${clerk}
        where id = ${closing}`);
    expect(await close()).toBe('ZL006');
    expect(
      await post([
        { account: 'card_terminal', amount: 300 },
        { account: 'receivable', amount: -300, folio: closing },
      ]),
    ).toBe('written');
    expect(await close()).toBe('written');
    expect(await post(charge(50, closing))).toBe('ZL001');
    expect(
      await write(sql`update folios set closed_at = null, closed_by = null where id = ${closing}`),
    ).toBe('ZL001');
    expect(await write(sql`update folios set currency = 'EGP' where id = ${folio}`)).toBe('ZL004');
    expect(await write(sql`delete from folios where id = ${folio}`)).toBe('ZL004');
    // A folio keeps one currency.
    expect(
      await post([
        { account: 'receivable', amount: 100, folio, currency: 'EGP' },
        { account: 'extras_revenue', amount: -100, currency: 'EGP' },
      ]),
    ).toBe('ZL003');
  });

  it('posts a retried request once: one idempotency key per property', async () => {
    expect(await post(charge(10), { key: 'pay:retried' })).toBe('written');
    expect(await post(charge(10), { key: 'pay:retried' })).toBe('23505');
    const { count } = await one<{ count: number }>(
      sql`select count(*)::int as count from journals where idempotency_key = 'pay:retried'`,
    );
    expect(count).toBe(1);
  });

  it("refuses a line, payment or folio that points at another property's rows", async () => {
    const { id: otherDay } = await one<{ id: string }>(
      sql`select open_day::text as id from property_ledgers where property_id = ${other}`,
    );
    expect(
      await write(sql`
        insert into folios (property_id, reservation_id, kind) values (${other}, ${stay}, 'company')`),
    ).toBe('23503');
    expect(
      await outcome(
        db().transaction(async (tx) => {
          const [journal] = await queryRows<{ id: string }>(
            tx,
            sql`insert into journals (property_id, business_date, kind, idempotency_key)
                values (${other}, ${otherDay}, 'charge', 'cross') returning id`,
          );
          await tx.execute(sql`
            insert into journal_lines (property_id, journal_id, line_no, account, folio_id, amount_minor, currency)
            values (${other}, ${journal?.id}, 1, 'receivable', ${folio}, 100, 'USD'),
                   (${other}, ${journal?.id}, 2, 'extras_revenue', null, -100, 'USD')`);
        }),
      ),
    ).toBe('23503');
    const { id: journal } = await one<{ id: string }>(
      sql`select id from journals where property_id = ${property} limit 1`,
    );
    expect(
      await outcome(
        db().transaction(async (tx) => {
          const [mine] = await queryRows<{ id: string }>(
            tx,
            sql`insert into journals (property_id, business_date, kind, idempotency_key, reverses_journal_id)
                values (${other}, ${otherDay}, 'reversal', 'cross-reversal', ${journal}) returning id`,
          );
          if (!mine) throw new Error('no journal');
        }),
      ),
    ).toBe('23503');
  });

  it.skipIf(driver !== 'postgres')(
    'two reversals of one journal at once: exactly one lands',
    async () => {
      expect(await post(charge(900))).toBe('written');
      const target = lastJournal;
      const url = database.url ?? '';
      const clients = [openPostgres(url, { max: 1 }), openPostgres(url, { max: 1 })];
      try {
        const results = await Promise.all(
          clients.map((client, index) =>
            outcome(
              client.db.transaction(async (tx) => {
                await tx.execute(sql`
                  insert into journals (id, property_id, business_date, kind, idempotency_key, reverses_journal_id)
                  values (${`00000000-0000-4000-8000-00000000000${index}`}, ${property}, ${openDay},
                          'reversal', ${`race:${index}`}, ${target})`);
                await tx.execute(sql`
                  insert into journal_lines (property_id, journal_id, line_no, account, folio_id, amount_minor, currency)
                  values (${property}, ${`00000000-0000-4000-8000-00000000000${index}`}, 1, 'receivable', ${folio}, -900, 'USD'),
                         (${property}, ${`00000000-0000-4000-8000-00000000000${index}`}, 2, 'extras_revenue', null, 900, 'USD')`);
              }),
            ),
          ),
        );
        expect(results.sort()).toEqual(['23505', 'written']);
      } finally {
        await Promise.all(clients.map((client) => client.close()));
      }
    },
  );

  it.skipIf(driver !== 'postgres')(
    'a posting racing a folio close: whichever starts first, the other waits and is refused',
    async () => {
      const url = database.url ?? '';
      const first = openPostgres(url, { max: 1 });
      const second = openPostgres(url, { max: 1 });
      const settledFolio = async () => {
        const id = await newFolio();
        expect(await post(charge(400, id))).toBe('written');
        expect(
          await post([
            { account: 'cash', amount: 400 },
            { account: 'receivable', amount: -400, folio: id },
          ]),
        ).toBe('written');
        return id;
      };
      const closeIn = (tx: Pick<typeof first.db, 'execute'>, id: string) =>
        tx.execute(sql`
          update folios set closed_at = now(), closed_by = ${clerk}
          where id = ${id}`);
      const chargeIn = async (tx: Pick<typeof first.db, 'execute'>, id: string) => {
        const [journal] = await queryRows<{ id: string }>(
          tx as typeof first.db,
          sql`insert into journals (property_id, business_date, kind, idempotency_key)
              values (${property}, ${openDay}, 'charge', ${key()}) returning id`,
        );
        await tx.execute(sql`
          insert into journal_lines (property_id, journal_id, line_no, account, folio_id, amount_minor, currency)
          values (${property}, ${journal?.id}, 1, 'receivable', ${id}, 50, 'USD'),
                 (${property}, ${journal?.id}, 2, 'extras_revenue', null, -50, 'USD')`);
      };
      /** Runs `holder` in a transaction kept open while `waiter` starts, then commits it. */
      const race = async (
        holder: (tx: Pick<typeof first.db, 'execute'>) => Promise<unknown>,
        waiter: () => Promise<unknown>,
      ) => {
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let started = () => {};
        const holding = new Promise<void>((resolve) => {
          started = resolve;
        });
        const held = outcome(
          first.db.transaction(async (tx) => {
            try {
              await holder(tx);
            } finally {
              started();
            }
            await released;
          }),
        );
        await holding;
        const waiting = outcome(waiter());
        // Let the waiter reach the lock before the holder commits.
        await new Promise((resolve) => setTimeout(resolve, 300));
        release();
        return [await held, await waiting];
      };
      try {
        await Promise.all([first.ping(), second.ping()]);
        const chargedFirst = await settledFolio();
        expect(
          await race(
            (tx) => chargeIn(tx, chargedFirst),
            () => closeIn(second.db, chargedFirst),
          ),
        ).toEqual(['written', 'ZL006']);
        const closedFirst = await settledFolio();
        expect(
          await race(
            (tx) => closeIn(tx, closedFirst),
            () => second.db.transaction((tx) => chargeIn(tx, closedFirst)),
          ),
        ).toEqual(['written', 'ZL001']);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );
});
