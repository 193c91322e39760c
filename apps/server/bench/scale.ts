import { type DatabaseClient, openPglite, openPostgres } from '@zamalek/db/client';
import { listPropertyRefs } from '@zamalek/db/queries/properties';
import { listReservations } from '@zamalek/db/queries/reservation-list';
import { insertUser } from '@zamalek/db/queries/users';
import { units } from '@zamalek/db/schema';
import { addDaysIso, DEFAULT_TIME_ZONE, type IsoDate, todayIn } from '@zamalek/domain/dates';
import { capabilitiesOf } from '@zamalek/domain/roles';
import { DEFAULT_NO_SHOW_CUTOFF } from '@zamalek/domain/stays';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/auth/password';
import type { BenchContext } from './calls';
import { seedPricing } from './seed-pricing';
import { growStays, seedUnits } from './seed-scale';

export const UNITS = 200;

/** The sizes measured, in stays (all units together); 1M only when asked. */
export const SIZES = [10_000, 100_000, 1_000_000] as const;

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-password' };

/** A database of its own: on the given server (created here, dropped after), else PGlite. */
export async function scratchDatabase(
  url: string | undefined,
  prefix = 'zamalek_bench',
): Promise<{ client: DatabaseClient; drop(): Promise<void>; url?: string }> {
  if (!url) {
    const client = await openPglite();
    return { client, drop: () => client.close() };
  }
  const name = `${prefix}_${Date.now()}`;
  const admin = openPostgres(url, { max: 1, queryTimeoutMs: null });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = openPostgres(target.toString(), { queryTimeoutMs: null });
  return {
    client,
    url: target.toString(),
    async drop() {
      await client.close();
      await admin.db.execute(sql.raw(`drop database ${name} with (force)`));
      await admin.close();
    },
  };
}

/**
 * The bench's property: 200 units, an admin, rates, and a history of stays that grows in place
 * (`growTo`), ending a few weeks after the property's today so the windows around today (the
 * calendar, the dashboard, the last 30 days) hold the same number of stays at every size.
 */
export class BenchProperty {
  private perUnit = 0;
  readonly today: IsoDate = todayIn(DEFAULT_TIME_ZONE, new Date());
  private readonly lastCheckIn = addDaysIso(this.today, 40);

  private constructor(
    readonly client: DatabaseClient,
    private readonly adminId: string,
    readonly propertyId: string,
  ) {}

  static async create(client: DatabaseClient): Promise<BenchProperty> {
    await client.migrate();
    await seedUnits(client.db, UNITS);
    await seedPricing(client.db);
    const passwordHash = await hashPassword(BENCH_ADMIN.password);
    const [property] = await listPropertyRefs(client.db);
    if (!property) throw new Error('no property: migrations not applied');
    const admin = await client.db.transaction((tx) =>
      insertUser(tx, {
        ...BENCH_ADMIN,
        passwordHash,
        fullName: 'Bench Admin',
        role: { propertyId: property.id, role: 'admin' },
      }),
    );
    return new BenchProperty(client, admin.id, property.id);
  }

  /** Adds stays until there are `stays` in all (rounded up to whole stays per unit). */
  async growTo(stays: number): Promise<number> {
    const perUnit = Math.ceil(stays / UNITS);
    const start = performance.now();
    await growStays(this.client.db, {
      from: this.perUnit,
      to: perUnit,
      lastCheckIn: this.lastCheckIn,
    });
    this.perUnit = perUnit;
    return performance.now() - start;
  }

  async context(): Promise<BenchContext> {
    const { db } = this.client;
    const now = { today: this.today, time: '10:00', noShowCutoff: DEFAULT_NO_SHOW_CUTOFF };
    const { rows } = await listReservations(db, {
      propertyId: this.propertyId,
      pageSize: 1,
      sort: 'createdAt',
      direction: 'desc',
      now,
    });
    const [newest] = rows;
    const [unit] = await db.select({ id: units.id }).from(units).orderBy(units.name).limit(1);
    if (!newest || !unit) throw new Error('The bench property has no stays');
    return {
      db,
      propertyId: this.propertyId,
      admin: {
        id: this.adminId,
        role: 'admin',
        capabilities: capabilitiesOf('admin', []),
        propertyId: this.propertyId,
      },
      today: this.today,
      now,
      timeZone: DEFAULT_TIME_ZONE,
      unitId: unit.id,
      reservationId: newest.id,
    };
  }
}
