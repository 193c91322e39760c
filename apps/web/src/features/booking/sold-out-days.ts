// The calendar's rules for the nights the server says are sold out (sold-out-probe.ts). Which
// nights are sold out is the server's answer; this only keeps a picked stay from holding one.

/** Whether the stay [checkIn, checkOut) has a sold-out night. */
export function holdsSoldOutNight(
  soldOut: ReadonlySet<string>,
  stay: { checkIn: string; checkOut: string },
): boolean {
  for (const night of soldOut) {
    if (night >= stay.checkIn && night < stay.checkOut) return true;
  }
  return false;
}

/**
 * With only a check-in picked: the first sold-out night after it, the last day the stay may end
 * on (its guest leaves that morning), so the calendar still offers it as a check-out day.
 */
export function lastCheckOut(
  soldOut: ReadonlySet<string>,
  picking: { checkIn?: string | undefined; checkOut?: string | undefined },
): string | undefined {
  const { checkIn } = picking;
  if (!checkIn || picking.checkOut) return undefined;
  let first: string | undefined;
  for (const night of soldOut) {
    if (night > checkIn && (first === undefined || night < first)) first = night;
  }
  return first;
}

/**
 * The range the calendar picked, kept only if it has no sold-out night; otherwise the day just
 * clicked starts a new stay (a check-out past a sold-out night, or a check-in before one).
 */
export function settleRange(
  soldOut: ReadonlySet<string>,
  picked: { checkIn?: string | undefined; checkOut?: string | undefined },
  clicked: string,
): { checkIn?: string | undefined; checkOut?: string | undefined } {
  const { checkIn, checkOut } = picked;
  if (checkIn && checkOut && holdsSoldOutNight(soldOut, { checkIn, checkOut })) {
    // A check-in only on a night that is not sold out.
    return soldOut.has(clicked) ? {} : { checkIn: clicked, checkOut: undefined };
  }
  return picked;
}
