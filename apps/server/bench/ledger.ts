import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openBusinessDay } from '@zamalek/db/queries/day-close';
import { folios, journalLines } from '@zamalek/db/schema';
import { addDaysIso } from '@zamalek/domain/dates';
import { sql } from 'drizzle-orm';
import { analyticsOverview } from '../src/analytics/reports';
import { closeBusinessDay } from '../src/folios/close-day';
import { recordPayment } from '../src/folios/record-payment';
import { readStayFolios } from '../src/folios/stay-folios';
import { BenchProperty, scratchDatabase } from './scale';
import { measure, ms } from './timing';

/**
 * `pnpm --filter @zamalek/server bench:ledger [--database-url postgres://…/postgres]`: the money
 * ledger at scale. Seeds 100,000 stays on 200 units and a ledger of 2,000,000 lines on their
 * folios (ten two-line journals a stay, half of them nights charged), then times: a stay's folio
 * read (as its page reads it), Analytics' overview of 30 and 365 days, a payment written (the desk's "Take payment"), and the day close of a business day with 50
 * rooms in house (their nights charged from their price, then the day closed), five days running.
 */
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    stays: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '50' },
  },
});
const STAYS = Number(values.stays);
const RUNS = Number(values.runs);
const JOURNALS_PER_STAY = 10;
const IN_HOUSE = 50;
const CLOSES = 5;

const { client, drop } = await scratchDatabase(values['database-url'], 'zamalek_bench_ledger');
try {
  const property = await BenchProperty.create(client);
  const seedMs = await property.growTo(STAYS);
  const context = await property.context();
  const { db, propertyId, admin } = context;
  const start = performance.now();
  await seedLedger(propertyId);
  const [lines] = await db.select({ count: sql<number>`count(*)::int` }).from(journalLines);
  console.log(
    `${client.driver}: ${STAYS} stays (${(seedMs / 1000).toFixed(1)} s), ${String(lines?.count)} ledger lines (${((performance.now() - start) / 1000).toFixed(1)} s)`,
  );

  const stays = (
    await db.select({ id: folios.reservationId }).from(folios).orderBy(sql`random()`).limit(RUNS)
  ).map((row) => row.id);
  let turn = 0;
  const next = () => stays[turn++ % stays.length] ?? '';

  const read = await measure(() => readStayFolios(db, { propertyId, reservationId: next() }), RUNS);
  console.log(
    `  folio read (entries and figures)   p50 ${ms(read.p50)} ms  p95 ${ms(read.p95)} ms`,
  );

  // Analytics read the nights the ledger charged (queries/analytics.ts).
  for (const days of [30, 365]) {
    const range = { propertyId, from: addDaysIso(context.today, -days), to: context.today };
    const overview = await measure(() => analyticsOverview(db, range), RUNS);
    console.log(
      `  analytics overview ${String(days).padStart(3)} days       p50 ${ms(overview.p50)} ms  p95 ${ms(overview.p95)} ms`,
    );
  }

  const write = await measure(
    () =>
      recordPayment(db, admin, {
        reservationId: next(),
        purpose: 'payment',
        method: 'card',
        amountMinor: 2_500,
        tender: null,
        reference: '',
        cardLast4: '4242',
        approvalCode: 'A1',
        note: '',
        idempotencyKey: randomUUID(),
      }),
    RUNS,
  );
  console.log(
    `  payment write (card, audited)      p50 ${ms(write.p50)} ms  p95 ${ms(write.p95)} ms`,
  );

  await putGuestsInHouse(propertyId, context.today);
  for (let close = 0; close < CLOSES; close += 1) {
    const day = await openBusinessDay(db, { propertyId });
    const began = performance.now();
    const result = await closeBusinessDay(db, { propertyId, day, closedBy: null });
    console.log(
      `  day close ${day}: ${result.nightsPosted} nights charged in ${ms(performance.now() - began)} ms`,
    );
  }
} finally {
  await drop();
}

/**
 * Ten balanced journals a stay on its guest folio (charges and payments), dated on days already
 * past, written set-based with the ledger's triggers asleep for the load (they would refuse
 * postings into days before the open one); every row is as the triggers would have it.
 */
async function seedLedger(propertyId: string) {
  const journalId = sql.raw(`md5(f.id::text || ':' || g)::uuid`);
  await client.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into folios (property_id, reservation_id, kind, payer)
      select property_id, id, 'guest', 'Guest' from reservations where property_id = ${propertyId}`);
    await tx.execute(sql`
      insert into journals (id, property_id, business_date, kind, idempotency_key, created_at)
      select ${journalId}, f.property_id, r.check_in_date,
             (case when g % 2 = 0 then 'charge' else 'payment' end)::journal_kind,
             'bench:' || f.id || ':' || g, r.created_at
      from folios f
      join reservations r on r.id = f.reservation_id
      cross join generate_series(1, ${JOURNALS_PER_STAY}::int) g
      where f.property_id = ${propertyId}`);
    // A charge: the folio owes a night of the stay, the room earns it. A payment: the card
    // terminal holds, the folio is paid.
    await tx.execute(sql`
      insert into journal_lines
        (property_id, journal_id, line_no, account, folio_id, amount_minor, currency, night)
      select f.property_id, ${journalId}, line.no, line.account::ledger_account,
             case when line.no = 1 then f.id end, line.amount, 'USD',
             case when g % 2 = 0 then r.check_in_date + (g / 2 - 1) % greatest(r.nights, 1) end
      from folios f
      join reservations r on r.id = f.reservation_id
      cross join generate_series(1, ${JOURNALS_PER_STAY}::int) g
      cross join lateral (values
        (1, 'receivable', case when g % 2 = 0 then 5000 else -5000 end),
        (2, case when g % 2 = 0 then 'room_revenue' else 'card_terminal' end,
            case when g % 2 = 0 then -5000 else 5000 end)
      ) as line(no, account, amount)
      where f.property_id = ${propertyId}`);
  });
  await client.db.execute(sql`vacuum analyze folios, journals, journal_lines`);
}

/** Fifty more rooms, their guests in house from today for a week at $120 a night. */
async function putGuestsInHouse(propertyId: string, today: string) {
  await client.db.execute(sql`
    insert into units (property_id, name, unit_number, room_type_id, base_rate_cents)
    select ${propertyId}, 'L-' || lpad(g::text, 3, '0'), 'L' || g,
           (select id from room_types where property_id = ${propertyId} order by code limit 1),
           12000
    from generate_series(1, ${IN_HOUSE}::int) g`);
  await client.db.execute(sql`
    insert into reservations (property_id, booking_reference, unit_id, guest_names, guest_types,
      guest_genders, number_of_guests, adults, children, check_in_date, check_out_date,
      price_per_night_cents, status, checked_in_at)
    select ${propertyId}, 'BENCH-LEDGER-' || u.name, u.id, array['In House'], array['adult'],
           array['female'], 1, 1, 0, ${today}::date, ${today}::date + 7, 12000, 'checked_in', now()
    from units u where u.property_id = ${propertyId} and u.name like 'L-%'`);
}
