import type { Db } from '@zamalek/db/client';
import {
  type DrawerRow,
  drawersTakings,
  handOvers,
  openDrawerOf,
  openDrawers,
} from '@zamalek/db/queries/cash-drawers';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { formatMomentIn } from '@zamalek/domain/dates';
import { can } from '@zamalek/domain/roles';
import type { Actor } from '../actors';

/** How far back the Cash page lists hand-overs. */
const HAND_OVER_DAYS = 30;

/**
 * The Cash page: one's own open drawer with what it should hold now; for supervisors, every
 * drawer not handed over yet (the cash still held at the desk) and the last month's hand-overs.
 */
export async function cashOverview(db: Db, actor: Actor, { now }: { now: Date }) {
  const { propertyId } = actor;
  const { timeZone } = await findPropertySettings(db, { propertyId });
  const mine = await openDrawerOf(db, { propertyId, holderId: actor.id });
  const supervisor = can(actor, 'cash.handover');
  const held = supervisor ? await openDrawers(db, { propertyId }) : [];
  const takings = await drawersTakings(db, {
    propertyId,
    drawerIds: [...new Set([...(mine ? [mine.id] : []), ...held.map((row) => row.drawer.id)])],
  });
  const withExpected = (drawer: DrawerRow) => {
    const taken = takings.get(drawer.id) ?? { usdMinor: 0, egpMinor: 0 };
    return {
      id: drawer.id,
      openedAt: formatMomentIn(drawer.openedAt, timeZone),
      float: { usdMinor: drawer.floatUsdMinor, egpMinor: drawer.floatEgpMinor },
      taken,
      expected: {
        usdMinor: drawer.floatUsdMinor + taken.usdMinor,
        egpMinor: drawer.floatEgpMinor + taken.egpMinor,
      },
    };
  };
  const from = new Date(now.getTime() - HAND_OVER_DAYS * 86_400_000);
  return {
    mine: mine ? withExpected(mine) : null,
    held: held.map((row) => ({
      ...withExpected(row.drawer),
      holderName: row.holderName,
      mine: row.drawer.holderId === actor.id,
    })),
    handOvers: supervisor
      ? (await handOvers(db, { propertyId, from, to: now })).map((row) => {
          const view = handOverView(row);
          return { ...view, handedOverAt: formatMomentIn(view.handedOverAt, timeZone) };
        })
      : [],
  };
}

/** A hand-over as the page and the exports show it. */
export function handOverView(row: Awaited<ReturnType<typeof handOvers>>[number]) {
  const { drawer } = row;
  return {
    id: drawer.id,
    holderName: row.holderName,
    receivedByName: row.receivedByName,
    openedAt: drawer.openedAt,
    handedOverAt: drawer.handedOverAt ?? drawer.openedAt,
    expected: { usdMinor: drawer.expectedUsdMinor ?? 0, egpMinor: drawer.expectedEgpMinor ?? 0 },
    counted: { usdMinor: drawer.countedUsdMinor ?? 0, egpMinor: drawer.countedEgpMinor ?? 0 },
    note: drawer.note,
  };
}
