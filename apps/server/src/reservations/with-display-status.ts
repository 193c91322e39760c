import type { IsoDate } from '@zamalek/domain/dates';
import { displayStatus, type PropertyNow, type ReservationStatus } from '@zamalek/domain/stays';

interface StayRow {
  status: ReservationStatus;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
}

/** List rows with the status the screens show at the property's now. */
export function withDisplayStatus<Row extends StayRow>(rows: Row[], now: PropertyNow) {
  return rows.map((row) => ({
    ...row,
    displayStatus: displayStatus(row.status, row.checkInDate, row.checkOutDate, now),
  }));
}
