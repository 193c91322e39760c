import type { DeskActions } from '@zamalek/domain/front-desk';

export type DashboardCard = 'arrivals' | 'departures' | 'inHouse' | 'newBookings';

const NONE: DeskActions = {
  checkIn: false,
  checkOut: false,
  earlyCheckOut: false,
  undoCheckIn: false,
  undoCheckOut: false,
};

/**
 * The desk steps a dashboard list offers on a row, of those the server allows: arrivals check in,
 * departures and in-house stays check out; new bookings offer none. Undo stays on the detail page.
 */
export function cardDeskSteps(card: DashboardCard, allowed: DeskActions): DeskActions {
  switch (card) {
    case 'arrivals':
      return { ...NONE, checkIn: allowed.checkIn };
    case 'departures':
    case 'inHouse':
      return { ...NONE, checkOut: allowed.checkOut, earlyCheckOut: allowed.earlyCheckOut };
    case 'newBookings':
      return NONE;
  }
}

/** Whether a row shows any desk button. */
export function offersDeskStep(actions: DeskActions): boolean {
  return actions.checkIn || actions.checkOut || actions.undoCheckIn || actions.undoCheckOut;
}
