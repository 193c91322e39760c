import type { IsoDate } from '@zamalek/domain/dates';
import { displayStatus, type ReservationStatus } from '@zamalek/domain/stays';

interface StayRow {
  status: ReservationStatus;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
}

/** List rows with the status the screens show on the property's today. */
export function withDisplayStatus<Row extends StayRow>(rows: Row[], today: IsoDate) {
  return rows.map((row) => ({
    ...row,
    displayStatus: displayStatus(row.status, row.checkInDate, row.checkOutDate, today),
  }));
}
