import { randomUUID } from 'node:crypto';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import { reservations } from '@zamalek/db/schema';
import { FIRST_PROPERTY, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { monthEnd } from '@zamalek/domain/owners/statement';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { sqlState } from '../src/errors';
import { closeDueDays } from '../src/jobs/day-close';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { propertyMoment } from './support/property-moment';
import { roleCallers, type Who } from './support/role-callers';
import { createSocketClient, rejectionCode as refusedCode } from './support/socket-client';

const today = todayIn('Africa/Cairo', new Date());
/** The month the statement covers: next month, so its nights are all closed by the test. */
const month = addDaysIso(monthEnd(`${today.slice(0, 7)}-01`), 1);
const nextMonth = addDaysIso(monthEnd(month), 1);
const day = (offset: number) => addDaysIso(month, offset);
const monthKey = (first: string) => first.slice(0, 7);
const refused = (code: AppErrorCode, trpcCode: string) =>
  `${trpcCode}: ${APP_ERROR_MESSAGES[code]}`;

/**
 * A landlord's monthly statement from the ledger (decision 0082), against a hand computation:
 * two rooms over a month with a high-season stay, a Booking.com stay with its commission and an
 * early departure, closed day by day; issued and locked; a night corrected afterwards appears as
 * an adjustment on the next month's statement, valued under the terms of the month it belongs to.
 */
describe.each(testDrivers)('owner statements (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  const as = (who: Who) => users.as(who);
  const rooms = { one: '', two: '', other: '' };
  const landlord = { a: '', b: '' };
  let directStay = '';
  let highSeasonStay = '';
  let channelStay = '';
  let earlyStay = '';
  let issuedContent: unknown;

  const closeThrough = async (last: string) => {
    for (let round = 0; round < 5; round += 1) {
      await closeDueDays(server.db, { now: propertyMoment(addDaysIso(last, 1), '05:00') });
    }
  };
  const cookieOf = async (who: Who) => {
    const token = generateSessionToken();
    await createSession(server.db, token, users.userId(who), false);
    return `${SESSION_COOKIE}=${token}`;
  };
  /** An expense of landlord A with its receipt, over HTTP as the Landlords page sends it. */
  const chargeExpense = async (
    fields: Record<string, string>,
    receipt: Buffer | null = PNG_BYTES,
    who: Who = 'admin',
  ) => {
    const query = new URLSearchParams({
      landlordId: landlord.a,
      unitId: rooms.one,
      kind: 'maintenance',
      description: 'Water heater repaired',
      amountMinor: '4500',
      method: 'bank_transfer',
      reference: 'CIB-77',
      note: '',
      idempotencyKey: randomUUID(),
      ...fields,
    });
    const body = new FormData();
    if (receipt) body.append('file', new Blob([new Uint8Array(receipt)]), 'receipt.png');
    const response = await fetch(`${server.url}/api/landlord-expenses?${query.toString()}`, {
      method: 'POST',
      body,
      headers: { cookie: await cookieOf(who), origin: server.url },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** The desk's arrival or departure, as the stay's row records it. */
  const arrive = (id: string) =>
    server.db
      .update(reservations)
      .set({ status: 'checked_in', checkedInAt: new Date() })
      .where(eq(reservations.id, id));
  const leave = (id: string, checkOutDate?: string) =>
    server.db
      .update(reservations)
      .set({
        status: 'checked_out',
        checkedOutAt: new Date(),
        ...(checkOutDate ? { checkOutDate } : {}),
      })
      .where(eq(reservations.id, id));
  const owed = async (id: string) =>
    (await as('admin').landlords.list()).find((entry) => entry.id === id)?.owedMinor;

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    for (const [key, name] of [
      ['one', 'OW-1'],
      ['two', 'OW-2'],
      ['other', 'OW-3'],
    ] as const) {
      rooms[key] = (await insertUnit(server.db, { name, unitType: `Owner ${name}` })).id;
    }
    const admin = as('admin').landlords;
    landlord.a = (
      await admin.add({ name: 'Nadia Saleh', email: 'nadia@example.com', language: 'ar' })
    ).id;
    landlord.b = (await admin.add({ name: 'Omar Fahmy', email: null, language: 'en' })).id;
    await admin.setRooms({ landlordId: landlord.a, unitIds: [rooms.one, rooms.two] });
    await admin.setRooms({ landlordId: landlord.b, unitIds: [rooms.other] });
    const terms = {
      effectiveFrom: `${today.slice(0, 7)}-01`,
      basis: 'net' as const,
      managementFeePercent: 0,
      recognition: 'night' as const,
      ownerPays: [],
    };
    await admin.addAgreement({ ...terms, landlordId: landlord.a, sharePercent: 70 });
    await admin.addAgreement({
      ...terms,
      landlordId: landlord.b,
      sharePercent: 50,
      basis: 'gross',
    });

    const inHouse = { status: 'checked_in' as const };
    const direct = { source: 'Direct', commissionRate: 0 };
    // OW-1: five nights at $100, then three high-season nights at $150.
    directStay = (await insertStay(server.db, rooms.one, day(2), day(7), { ...inHouse, ...direct }))
      .id;
    highSeasonStay = (
      await insertStay(server.db, rooms.one, day(19), day(22), {
        ...direct,
        pricePerNightCents: 15_000,
      })
    ).id;
    // OW-2: a Booking.com stay of $480 with $72 commission, and a week that ends after two nights.
    channelStay = (
      await insertStay(server.db, rooms.two, day(9), day(13), {
        ...inHouse,
        source: 'Booking.com',
        pricePerNightCents: null,
        totalPriceCents: 48_000,
        commissionRate: 15,
        commissionAmountCents: 7_200,
        netRevenueCents: 40_800,
      })
    ).id;
    earlyStay = (await insertStay(server.db, rooms.two, day(25), day(32), direct)).id;
  }, 120_000);

  afterAll(() => server?.close());

  it('is for admins only', async () => {
    for (const who of ['manager', 'front_desk', 'housekeeping', 'none'] as const) {
      expect(await outcome(as(who).landlords.list())).toBe(
        'FORBIDDEN: You do not have permission to manage landlords.',
      );
    }
  });

  it('waits for the month to be closed, then agrees with a hand computation', async () => {
    const input = { landlordId: landlord.a, month: monthKey(month) };
    expect(await outcome(as('admin').landlords.issueStatement(input))).toBe(
      refused('MONTH_NOT_CLOSED', 'PRECONDITION_FAILED'),
    );
    await closeThrough(day(13));
    await leave(directStay);
    await leave(channelStay);
    await arrive(highSeasonStay);
    await arrive(earlyStay);
    await closeThrough(day(26));
    await leave(highSeasonStay);
    // The guest leaves after two nights of seven.
    await leave(earlyStay, day(27));
    await closeThrough(nextMonth);

    const { content } = await as('admin').landlords.issueStatement(input);
    issuedContent = content;
    const nights = Number(monthEnd(month).slice(8));
    expect(content.rooms).toEqual([
      expect.objectContaining({
        name: 'OW-1',
        nightsSold: 8,
        nightsInMonth: nights,
        occupancyPercent: Math.round((8 / nights) * 100),
        roomRevenueMinor: 5 * 10_000 + 3 * 15_000,
        commissionsMinor: 0,
        basisMinor: 95_000,
        shareMinor: 66_500,
      }),
      expect.objectContaining({
        name: 'OW-2',
        nightsSold: 6,
        roomRevenueMinor: 48_000 + 2 * 10_000,
        commissionsMinor: 7_200,
        basisMinor: 60_800,
        shareMinor: 42_560,
      }),
    ]);
    expect(content).toMatchObject({
      number: 1,
      landlordName: 'Nadia Saleh',
      adjustments: [],
      earnedMinor: 109_060,
      openingBalanceMinor: 0,
      payoutsMinor: 0,
      otherMinor: 0,
      closingBalanceMinor: 109_060,
    });
    expect(await owed(landlord.a)).toBe(109_060);
    // Nothing of a guest is in it.
    expect(JSON.stringify(content)).not.toMatch(/Existing Guest|existing@example|\+2010/);

    expect(await outcome(as('admin').landlords.issueStatement(input))).toBe(
      refused('STATEMENT_ALREADY_ISSUED', 'CONFLICT'),
    );
  });

  it('downloads as CSV in English or Arabic, for admins only', async () => {
    const issued = (await as('admin').landlords.list()).find((entry) => entry.id === landlord.a);
    const id = String(issued?.statements[0]?.id);
    const get = async (path: string, who: Who = 'admin') =>
      fetch(`${server.url}${path}`, { headers: { cookie: await cookieOf(who) } });

    const english = await get(`/api/statements/${id}.csv`);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-1-${monthKey(month)}-en.csv"`,
    );
    const rows: string[][] = parse(await english.text(), { bom: true, relax_column_count: true });
    expect(rows.slice(0, 3)).toEqual([
      ['Statement', '1'],
      ['Landlord', 'Nadia Saleh'],
      ['Month', monthKey(month)],
    ]);
    expect(rows).toContainEqual([
      'OW-1',
      '8',
      String(Number(monthEnd(month).slice(8))),
      expect.any(String),
      '950.00',
      '0.00',
      '0.00',
      '950.00',
      '665.00',
      '0.00',
      '665.00',
    ]);
    expect(rows.at(-1)).toEqual(['Owed to the landlord', '1090.60']);

    const arabic = await (await get(`/api/statements/${id}.csv?lang=ar`)).text();
    const arabicRows: string[][] = parse(arabic, {
      bom: true,
      relax_column_count: true,
    });
    expect(arabicRows[0]).toEqual(['كشف حساب', '1']);
    expect(arabicRows.at(-1)).toEqual(['المستحق للمالك', '1090.60']);
    expect(arabic).not.toMatch(/Existing Guest|existing@example/);

    expect((await get(`/api/statements/${id}.csv`, 'manager')).status).toBe(403);
    expect((await get(`/api/statements/${id}.csv?lang=fr`)).status).toBe(400);
    expect((await get(`/api/statements/${randomUUID()}.csv`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/statements/${id}.csv`)).status).toBe(401);
  });

  it('is locked: a night corrected later changes it not, and is adjusted on the next one under its own month’s terms', async () => {
    const [night] = executedRows(
      await server.db.execute(sql`
        select j.id from journals j join folios f on f.property_id = j.property_id
        join journal_lines l on l.property_id = j.property_id and l.journal_id = j.id and l.folio_id = f.id
        where f.reservation_id = ${directStay} and j.kind = 'room_night' order by j.seq limit 1`),
    );
    await as('manager').folios.reverse({
      journalId: String(night?.id),
      reason: 'Night not stayed',
      idempotencyKey: randomUUID(),
    });
    const issued = (await as('admin').landlords.list()).find((entry) => entry.id === landlord.a);
    const statementId = String(issued?.statements[0]?.id);
    expect((await as('admin').landlords.statement({ id: statementId })).content).toEqual(
      issuedContent,
    );

    const terms = {
      landlordId: landlord.a,
      sharePercent: 60,
      basis: 'net' as const,
      managementFeePercent: 5,
      recognition: 'night' as const,
      ownerPays: ['maintenance' as const],
    };
    expect(
      await outcome(as('admin').landlords.addAgreement({ ...terms, effectiveFrom: day(20) })),
    ).toBe(refused('AGREEMENT_IN_ISSUED_PERIOD', 'CONFLICT'));
    await as('admin').landlords.addAgreement({ ...terms, effectiveFrom: nextMonth });

    await as('admin').landlords.pay({
      landlordId: landlord.a,
      amountMinor: 50_000,
      method: 'bank_transfer',
      reference: 'CIB-20391',
      note: '',
      idempotencyKey: randomUUID(),
    });
    expect(
      await outcome(
        as('admin').landlords.pay({
          landlordId: landlord.a,
          amountMinor: 60_000,
          method: 'bank_transfer',
          reference: 'CIB-20392',
          note: '',
          idempotencyKey: randomUUID(),
        }),
      ),
    ).toBe(refused('LANDLORD_NOT_OWED', 'CONFLICT'));

    // The water heater of OW-1, paid by transfer and charged to the landlord, with its receipt.
    const expense = await chargeExpense({});
    expect(expense.status).toBe(201);
    expect(await chargeExpense({ kind: 'utilities' })).toEqual({
      status: 409,
      body: { error: APP_ERROR_MESSAGES.EXPENSE_NOT_LANDLORDS },
    });
    expect(await chargeExpense({}, null)).toEqual({
      status: 400,
      body: { error: APP_ERROR_MESSAGES.RECEIPT_REQUIRED },
    });
    expect((await chargeExpense({}, Buffer.from('not a picture'))).status).toBe(415);
    expect((await chargeExpense({ description: '' })).status).toBe(400);
    expect((await chargeExpense({}, PNG_BYTES, 'manager')).status).toBe(403);
    const receipt = await fetch(
      `${server.url}/api/landlord-expenses/${String(expense.body.id)}/receipt`,
      { headers: { cookie: await cookieOf('admin') } },
    );
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await receipt.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    const stored = executedRows(
      await server.db.execute(sql`select count(*)::int as count from owner_expenses`),
    );
    expect(stored[0]?.count).toBe(1);

    const later = addDaysIso(monthEnd(nextMonth), 1);
    await closeThrough(later);
    const input = { landlordId: landlord.a, month: monthKey(nextMonth) };
    const draft = await as('admin').landlords.draftStatement(input);
    const { content } = await as('admin').landlords.issueStatement(input);
    expect(content).toEqual(draft);
    expect(content.adjustments).toEqual([
      expect.objectContaining({
        name: 'OW-1',
        month,
        roomRevenueMinor: -10_000,
        shareMinor: -7_000,
        managementFeeMinor: 0,
      }),
    ]);
    expect(content).toMatchObject({
      number: 2,
      earnedMinor: -7_000,
      openingBalanceMinor: 109_060,
      payouts: [{ amountMinor: 50_000, reference: 'CIB-20391' }],
      payoutsMinor: 50_000,
      expenses: [
        {
          businessDate: expect.any(String),
          kind: 'maintenance',
          description: 'Water heater repaired',
          unitName: 'OW-1',
          amountMinor: 4_500,
        },
      ],
      expensesMinor: 4_500,
      otherMinor: 0,
      closingBalanceMinor: 47_560,
    });
    expect(await owed(landlord.a)).toBe(47_560);
  });

  it('issues months in order, one at a time, and landlord B sees nothing of A', async () => {
    const b = { landlordId: landlord.b };
    expect(
      await outcome(as('admin').landlords.issueStatement({ ...b, month: monthKey(nextMonth) })),
    ).toBe('ok');
    const again = { ...b, month: monthKey(addDaysIso(monthEnd(nextMonth), 1)) };
    expect(await outcome(as('admin').landlords.issueStatement(again))).toBe(
      refused('MONTH_NOT_CLOSED', 'PRECONDITION_FAILED'),
    );
    const list = await as('admin').landlords.list();
    const ofB = list.find((entry) => entry.id === landlord.b);
    expect(ofB?.rooms.map((room) => room.name)).toEqual(['OW-3']);
    expect(ofB?.statements).toHaveLength(1);
    expect(ofB?.statements[0]?.shareMinor).toBe(0);
  });

  it('two issuing one month at once issue it once; two payouts at once never pay beyond what is owed', async () => {
    const admin = as('admin').landlords;
    const { id } = await admin.add({ name: 'Hoda Kamel', email: null, language: 'en' });
    await admin.addAgreement({
      landlordId: id,
      effectiveFrom: month,
      sharePercent: 80,
      basis: 'net',
      managementFeePercent: 0,
      recognition: 'night',
      ownerPays: [],
    });
    const input = { landlordId: id, month: monthKey(month) };
    const issued = await Promise.all([
      outcome(admin.issueStatement(input)),
      outcome(admin.issueStatement(input)),
    ]);
    expect(issued.sort()).toEqual([refused('STATEMENT_ALREADY_ISSUED', 'CONFLICT'), 'ok']);
    expect((await admin.list()).find((entry) => entry.id === id)?.statements).toHaveLength(1);

    const pay = () =>
      outcome(
        admin.pay({
          landlordId: landlord.a,
          amountMinor: 30_000,
          method: 'bank_transfer',
          reference: `CIB-${randomUUID().slice(0, 8)}`,
          note: '',
          idempotencyKey: randomUUID(),
        }),
      );
    const paid = await Promise.all([pay(), pay()]);
    expect(paid.sort()).toEqual([refused('LANDLORD_NOT_OWED', 'CONFLICT'), 'ok']);
    expect(await owed(landlord.a)).toBe(17_560);
  });

  it('refuses a changed statement or agreement, one out of order, and an owner line of nobody, in SQL', async () => {
    const state = async (statement: ReturnType<typeof sql>) =>
      server.db.execute(statement).then(
        () => 'written',
        (error: unknown) => String(sqlState(error)),
      );
    expect(await state(sql`update owner_statements set share_minor = 1`)).toBe('ZL016');
    expect(await state(sql`delete from owner_statements`)).toBe('ZL016');
    expect(await state(sql`update owner_agreements set share_bp = 9000`)).toBe('ZL016');
    expect(await state(sql`delete from owner_agreements`)).toBe('ZL016');
    expect(await state(sql`update owner_expenses set kind = 'utilities'`)).toBe('ZL016');
    expect(await state(sql`delete from owner_expenses`)).toBe('ZL016');
    // An expense row on a journal that is not an owner expense (the first statement's share).
    expect(
      await state(sql`insert into owner_expenses
        (property_id, journal_id, landlord_id, kind, description, receipt_key, receipt_mime, receipt_bytes)
        select property_id, journal_id, landlord_id, 'maintenance', 'Forged', ${randomUUID()}, 'image/png', 10
        from owner_statements where journal_id is not null limit 1`),
    ).toBe('ZL018');
    const far = addDaysIso(monthEnd(addDaysIso(monthEnd(nextMonth), 1)), 1);
    expect(
      await state(sql`insert into owner_statements
        (property_id, landlord_id, month, number, ledger_cutoff, share_minor, balance_minor, content)
        values (${FIRST_PROPERTY}, ${landlord.a}, ${far}, 3, 999999, 0, 0, '{}')`),
    ).toBe('ZL016');
    expect(
      await state(sql`insert into owner_agreements (property_id, landlord_id, effective_from, share_bp, basis)
        values (${FIRST_PROPERTY}, ${landlord.a}, ${month}, 1000, 'net')`),
    ).toBe('ZL016');
    const [open] = executedRows(
      await server.db.execute(sql`select open_day::text as day from property_ledgers
        where property_id = ${FIRST_PROPERTY}`),
    );
    const nobody = await server.db
      .transaction(async (tx) => {
        const [journal] = executedRows(
          await tx.execute(sql`insert into journals (property_id, business_date, kind, idempotency_key)
            values (${FIRST_PROPERTY}, ${String(open?.day)}, 'owner_share', ${`test:${randomUUID()}`}) returning id`),
        );
        await tx.execute(sql`insert into journal_lines (property_id, journal_id, line_no, account, amount_minor, currency, code)
          values (${FIRST_PROPERTY}, ${String(journal?.id)}, 1, 'owner_share', 100, 'USD', ${randomUUID()}),
                 (${FIRST_PROPERTY}, ${String(journal?.id)}, 2, 'owner_payable', -100, 'USD', ${randomUUID()})`);
      })
      .then(
        () => 'written',
        (error: unknown) => String(sqlState(error)),
      );
    expect(nobody).toBe('ZL017');
  });
  it('lets each landlord read their own statements and nothing of another’s, over HTTP and an open socket', async () => {
    const password = 'landlord-own-pages';
    await as('admin').landlordAccess.grant({
      landlordId: landlord.a,
      email: 'nadia.pages@example.com',
      password,
    });
    await as('admin').landlordAccess.grant({
      landlordId: landlord.b,
      email: 'omar.pages@example.com',
      password,
    });
    const list = await as('admin').landlords.list();
    const ofA = list.find((entry) => entry.id === landlord.a)?.statements ?? [];
    const ofB = list.find((entry) => entry.id === landlord.b)?.statements ?? [];
    expect(ofA.length).toBeGreaterThan(0);
    expect(ofB.length).toBeGreaterThan(0);
    const mine = ofA[0]?.id ?? '';
    const theirs = ofB[0]?.id ?? '';

    const api = createApiClient(server.url);
    await api.trpc.auth.signIn.mutate({
      email: 'nadia.pages@example.com',
      password,
      staySignedIn: false,
    });
    const cookie = [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = createSocketClient(server.url, () => cookie);
    try {
      for (const client of [api.trpc, socket.trpc]) {
        const overview = await client.landlordPortal.overview.query();
        expect(overview.statements.map((statement) => statement.id).sort()).toEqual(
          ofA.map((statement) => statement.id).sort(),
        );
        const own = await client.landlordPortal.statement.query({ id: mine });
        expect(own.content).toEqual((await as('admin').landlords.statement({ id: mine })).content);
        expect(await refusedCode(client.landlordPortal.statement.query({ id: theirs }))).toBe(
          'NOT_FOUND',
        );
        // Nothing a landlord receives names a guest.
        const received = JSON.stringify([overview, own]);
        for (const personal of ['Existing Guest', 'existing@example.com', '+201000000000']) {
          expect(received).not.toContain(personal);
        }
      }
      const download = (id: string, file: 'csv' | 'pdf') =>
        fetch(`${server.url}/api/statements/${id}.${file}?lang=ar`, { headers: { cookie } });
      expect((await download(mine, 'csv')).status).toBe(200);
      expect((await download(theirs, 'csv')).status).toBe(404);
      expect((await download(theirs, 'pdf')).status).toBe(404);
      expect(await (await download(mine, 'csv')).text()).not.toContain('Existing Guest');
    } finally {
      socket.close();
      api.close();
    }
  });
});
