import type { Db } from '@zamalek/db/client';
import { type DashboardCard, dashboardReservations } from '@zamalek/db/queries/dashboard';
import { guestFolioBalances } from '@zamalek/db/queries/folio-balances';
import { deskActions } from '@zamalek/domain/front-desk';
import { seesStayMoney } from '@zamalek/domain/money-view';
import { can } from '@zamalek/domain/roles';
import { arrivalRoomNotReady } from '@zamalek/domain/room-status';
import type { PropertyNow } from '@zamalek/domain/stays';
import type { Actor } from '../actors';
import { withRowMoney } from './row-money';
import { withDisplayStatus } from './with-display-status';

/**
 * The reservations behind a dashboard card, each with its display status and the desk steps the
 * actor may take on it now (the same rule as the detail page; same-day undo stays on the detail)
 * and whether an arrival's room is not ready yet; prices only for those who see money, and the
 * folio's balance for those who see folios.
 */
export async function dashboardList(
  db: Db,
  actor: Actor,
  { card }: { card: DashboardCard },
  services: { now: PropertyNow },
) {
  const { today } = services.now;
  const rows = await dashboardReservations(db, { propertyId: actor.propertyId, card, today });
  const mayWorkDesk = can(actor, 'reservations.checkInOut');
  const balances = can(actor, 'folio.view')
    ? await guestFolioBalances(db, {
        propertyId: actor.propertyId,
        reservationIds: rows.map((row) => row.id),
      })
    : null;
  return withDisplayStatus(withRowMoney(rows, seesStayMoney(actor)), services.now).map(
    ({ roomStatus, ...row }) => ({
      ...row,
      /** What the guest owes on their folio (negative: a credit); null for those who see no folio. */
      folioBalanceMinor: balances ? (balances.get(row.id) ?? 0) : null,
      deskActions: deskActions(row, { today, mayWorkDesk }),
      /** An arrival expected today whose room is not clean or inspected ("Room not ready"). */
      roomNotReady: arrivalRoomNotReady(row, roomStatus, today),
    }),
  );
}
