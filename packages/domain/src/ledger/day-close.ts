import { addDaysIso, type IsoDate } from '../dates';

/** The property's clock: its date and time of day (`HH:mm`), in its time zone. */
interface PropertyClock {
  today: IsoDate;
  time: string;
}

/**
 * Whether the open business day `openDay` is due to close at `now`: from the day close hour of the
 * next day on (property time), so a day whose close was missed (every instance down) closes at the
 * next run, and a day is never closed before it is over.
 */
export function dayCloseDue(now: PropertyClock, openDay: IsoDate, closeHour: number): boolean {
  const nextDay = addDaysIso(openDay, 1);
  if (now.today < nextDay) return false;
  return now.today > nextDay || Number(now.time.slice(0, 2)) >= closeHour;
}

/**
 * The nights of a stay from `from` to `upTo` (inclusive) that fall in the ledger: from its first
 * day on (nights before the ledger began were settled outside it). The day close of `day` charges
 * an in-house stay's nights up to `day`, so nights a late arrival missed are charged at the next
 * close; a check-out charges the rest of the stay.
 */
export function ledgerNights(
  stay: { checkInDate: IsoDate; checkOutDate: IsoDate },
  { upTo, ledgerStart }: { upTo: IsoDate; ledgerStart: IsoDate },
): IsoDate[] {
  const nights: IsoDate[] = [];
  let night = stay.checkInDate < ledgerStart ? ledgerStart : stay.checkInDate;
  while (night <= upTo && night < stay.checkOutDate) {
    nights.push(night);
    night = addDaysIso(night, 1);
  }
  return nights;
}
