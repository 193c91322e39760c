import type { Db } from '@zamalek/db/client';
import { openBusinessDay } from '@zamalek/db/queries/day-close';
import {
  closedDay,
  closedDays,
  dayPayments,
  dayRevenue,
  departuresWithBalance,
  paidWithoutService,
} from '@zamalek/db/queries/day-report';
import type { IsoDate } from '@zamalek/domain/dates';
import type { Actor } from '../actors';

/** How many closed days the report offers to pick from. */
const DAYS_OFFERED = 60;

/**
 * The day close's report of one business day (the last closed one unless named; the open day
 * reads as "so far"): revenue by account, money taken by method and currency, departures whose
 * folios do not stand at zero, and cancelled or never-arrived stays still holding the guest's money.
 */
export async function dayCloseReport(db: Db, actor: Actor, { day }: { day?: IsoDate | undefined }) {
  const { propertyId } = actor;
  const openDay = await openBusinessDay(db, { propertyId });
  const days = await closedDays(db, { propertyId, limit: DAYS_OFFERED });
  const chosen = day ?? days[0]?.businessDate ?? openDay;
  const params = { propertyId, day: chosen };
  return {
    day: chosen,
    openDay,
    closed: (await closedDay(db, params)) ?? null,
    days: days.map((closed) => closed.businessDate),
    revenue: await dayRevenue(db, params),
    payments: await dayPayments(db, params),
    departures: await departuresWithBalance(db, params),
    paidWithoutService: await paidWithoutService(db, params),
  };
}
