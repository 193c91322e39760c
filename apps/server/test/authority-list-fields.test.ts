import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { auditLog, guestRegistrations } from '@zamalek/db/schema';
import { FIRST_PROPERTY, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import {
  DEFAULT_AUTHORITY_LIST_FIELDS,
  LIST_FIELDS_MESSAGE,
  LIST_FIELDS_UNIQUE_MESSAGE,
} from '@zamalek/domain/registrations/authority-list';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { sqlState } from '../src/errors';
import { startApp, startTestServer } from './support/app';
import { PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';

const run = promisify(execFile);
const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

/** What a poppler tool reads of a PDF: its text (`pdftotext`) or its page size (`pdfinfo`). */
async function readPdf(pdf: Uint8Array, tool: 'pdftotext' | 'pdfinfo'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'list-pdf-'));
  try {
    const file = path.join(dir, 'list.pdf');
    await writeFile(file, pdf);
    const args = tool === 'pdftotext' ? ['-enc', 'UTF-8', file, '-'] : [file];
    const { stdout } = await run(tool, args);
    return stdout.normalize('NFKC');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The list for the authorities with the columns the property chooses on Settings, in its order:
 * as CSV and as a landscape PDF, for admins and managers, each export audited by range and count.
 */
describe.each(testDrivers)('the list for the authorities, its columns chosen (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  const as = (who: Who) => users.as(who);
  const range = `from=${day(-1)}&to=${day(3)}`;

  const cookieOf = async (who: Who) => {
    const token = generateSessionToken();
    await createSession(server.db, token, users.userId(who), false);
    return `${SESSION_COOKIE}=${token}`;
  };
  const get = async (url: string, who: Who | null, base = server.url) =>
    fetch(`${base}${url}`, { headers: who ? { cookie: await cookieOf(who) } : {} });
  const csvLines = async (who: Who, query: string) => {
    const response = await get(`/api/registrations/list.csv?${query}`, who);
    expect(response.status).toBe(200);
    return (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  };

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    const unitId = (await insertUnit(server.db, { name: 'LIST-1', unitType: 'List' })).id;
    const stay = (
      await insertStay(server.db, unitId, day(0), day(2), {
        guestNames: ['Greta Lind', 'Karim Adel'],
        guestTypes: ['adult', 'adult'],
        numberOfGuests: 2,
        adults: 2,
      })
    ).id;
    const desk = as('front_desk').registrations;
    const adult = {
      reservationId: stay,
      adult: true,
      dateOfBirth: '1990-02-03',
      idExpiry: day(700),
    };
    await desk.save({
      ...adult,
      guestNo: 1,
      fullName: 'Greta Lind',
      nationality: 'Swedish',
      idType: 'passport',
      idNumber: 'SE123456',
      residenceCountry: 'Sweden',
    });
    await desk.save({
      ...adult,
      guestNo: 2,
      fullName: 'Karim Adel',
      nationality: 'Egyptian',
      idType: 'national_id',
      idNumber: '29001011234567',
      residenceCountry: 'Egypt',
    });
    const [greta] = await server.db
      .select({ id: guestRegistrations.id })
      .from(guestRegistrations)
      .where(and(eq(guestRegistrations.reservationId, stay), eq(guestRegistrations.guestNo, 1)));
    await desk.sign({
      registrationId: String(greta?.id),
      signature: `data:image/png;base64,${PNG_BYTES.toString('base64')}`,
    });
  }, 120_000);

  afterAll(() => server?.close());

  it('starts with every field but the signing time, and follows the chosen fields in their order', async () => {
    expect(await as('admin').settings.registrationList()).toEqual({
      fields: [...DEFAULT_AUTHORITY_LIST_FIELDS],
    });
    expect((await csvLines('manager', range))[0]).toBe(
      'Full name,Nationality,Date of birth,ID type,ID number,ID expiry,Country of residence,Room,Arrival,Departure,Booking reference',
    );
    await as('admin').settings.updateRegistrationList({
      fields: ['room', 'full_name', 'id_number', 'signed_at'],
    });
    expect(await as('admin').settings.registrationList()).toEqual({
      fields: ['room', 'full_name', 'id_number', 'signed_at'],
    });
    const [header, ...rows] = await csvLines('admin', range);
    expect(header).toBe('Room,Full name,ID number,Signed');
    const byName = new Map(rows.map((row) => [row.split(',')[1], row.split(',')]));
    expect(byName.get('Greta Lind')?.slice(0, 3)).toEqual(['LIST-1', 'Greta Lind', 'SE123456']);
    expect(byName.get('Greta Lind')?.[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(byName.get('Karim Adel')).toEqual(['LIST-1', 'Karim Adel', '29001011234567', '']);
    // Nothing else of the guest is in the file.
    expect(rows.join('\n')).not.toMatch(/Swedish|SE\b|1990-02-03/);
  });

  it('is chosen by admins only, at least one known field each once, audited', async () => {
    const refusal = 'FORBIDDEN: You do not have permission to change settings.';
    for (const who of ['manager', 'front_desk', 'housekeeping', 'none'] as const) {
      expect(await outcome(as(who).settings.registrationList())).toBe(refusal);
      expect(
        await outcome(as(who).settings.updateRegistrationList({ fields: ['full_name'] })),
      ).toBe(refusal);
    }
    const admin = as('admin').settings;
    expect(await outcome(admin.updateRegistrationList({ fields: [] }))).toBe(
      `BAD_REQUEST: ${LIST_FIELDS_MESSAGE}`,
    );
    expect(
      await outcome(
        // cast: an unknown field, as a hand-made request could send
        admin.updateRegistrationList({ fields: ['full_name', 'religion' as 'full_name'] }),
      ),
    ).toBe(`BAD_REQUEST: ${LIST_FIELDS_MESSAGE}`);
    expect(
      await outcome(admin.updateRegistrationList({ fields: ['full_name', 'full_name'] })),
    ).toBe(`BAD_REQUEST: ${LIST_FIELDS_UNIQUE_MESSAGE}`);
    await admin.updateRegistrationList({ fields: ['full_name', 'nationality', 'arrival'] });
    const [change] = await server.db
      .select({ before: auditLog.before, after: auditLog.after, entity: auditLog.entity })
      .from(auditLog)
      .where(eq(auditLog.action, 'registration_list'))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1);
    expect(change).toEqual({
      entity: 'property_settings',
      before: { fields: ['room', 'full_name', 'id_number', 'signed_at'] },
      after: { fields: ['full_name', 'nationality', 'arrival'] },
    });
  });

  it('is refused by the database with no field or an unknown one', async () => {
    const refusal = (fields: string) =>
      server.db
        .execute(
          sql`update properties set registration_list_fields = ${fields}::text[] where id = ${FIRST_PROPERTY}`,
        )
        .then(
          () => 'written',
          (error: unknown) => String(sqlState(error)),
        );
    expect(await refusal('{}')).toBe('23514');
    expect(await refusal('{full_name,religion}')).toBe('23514');
    expect(await refusal('{booking_reference,full_name}')).toBe('written');
    expect(await as('admin').settings.registrationList()).toEqual({
      fields: ['booking_reference', 'full_name'],
    });
  });

  it('prints as a landscape PDF with the chosen columns, for admins and managers, audited', async () => {
    await as('admin').settings.updateRegistrationList({
      fields: ['full_name', 'nationality', 'id_type', 'id_number', 'room', 'signed_at'],
    });
    expect((await get(`/api/registrations/list.pdf?${range}`, null)).status).toBe(401);
    for (const who of ['front_desk', 'housekeeping'] as const) {
      expect((await get(`/api/registrations/list.pdf?${range}`, who)).status).toBe(403);
    }
    expect(
      (await get(`/api/registrations/list.pdf?from=${day(3)}&to=${day(1)}`, 'manager')).status,
    ).toBe(400);
    const response = await get(`/api/registrations/list.pdf?${range}&foreigners=true`, 'manager');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="guests-foreigners-${day(-1)}-to-${day(3)}.pdf"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = await readPdf(bytes, 'pdftotext');
    for (const words of [
      'Zamalek',
      `${day(-1)} to ${day(3)}`,
      'Foreigners only',
      'Generated',
      'Full name',
      'Nationality',
      'ID type',
      'ID number',
      'Room',
      'Signed',
      'Greta Lind',
      'Swedish',
      'Passport',
      'SE123456',
      'LIST-1',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain('Karim Adel');
    expect(text).not.toContain('Date of birth');
    expect(text).not.toContain('1990-02-03');
    // A4 landscape: wider than tall.
    expect(await readPdf(bytes, 'pdfinfo')).toMatch(
      /Page size:\s+84\d\.\d+ x 59\d\.\d+ pts \(A4\)/,
    );
    const everyone = await get(`/api/registrations/list.pdf?${range}`, 'admin');
    const all = await readPdf(new Uint8Array(await everyone.arrayBuffer()), 'pdftotext');
    expect(all).toContain('All guests');
    expect(all).toContain('Karim Adel');
    const exports = await server.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'export_list_pdf'));
    expect(exports.map((entry) => entry.after)).toEqual([
      { from: day(-1), to: day(3), foreignersOnly: true, guests: 1 },
      { from: day(-1), to: day(3), foreignersOnly: false, guests: 2 },
    ]);
    expect(JSON.stringify(exports)).not.toContain('Greta');
  });

  it('is 503 as a PDF where no Chromium is configured, the CSV still answering', async () => {
    const without = await startApp(server.database, { CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const pdf = await get(`/api/registrations/list.pdf?${range}`, 'admin', without.url);
      expect(pdf.status).toBe(503);
      const csv = await get(`/api/registrations/list.csv?${range}`, 'admin', without.url);
      expect(csv.status).toBe(200);
    } finally {
      await without.close();
    }
  });
});
