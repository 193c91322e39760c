import type { Db } from '@zamalek/db/client';
import { landlordLogins } from '@zamalek/db/queries/landlord-portal';
import {
  agreementsOf,
  landlordOwed,
  landlordRooms,
  listLandlords,
  statementsOf,
} from '@zamalek/db/queries/owners';
import type { IsoDate } from '@zamalek/domain/dates';
import { agreementOn } from '@zamalek/domain/owners/agreement';
import type { PortalFigure } from '@zamalek/domain/owners/portal';
import { nextStatementMonth } from '@zamalek/domain/owners/statement';

/**
 * The property's landlords as the Landlords page lists them: their rooms, their terms (all, and
 * the ones in force today), their login, what they are owed and their statements, the latest first.
 */
export async function landlordsOverview(
  db: Db,
  { propertyId, today }: { propertyId: string; today: IsoDate },
) {
  const landlords = await listLandlords(db, { propertyId });
  const logins = new Map(
    (await landlordLogins(db, { propertyId })).map((login) => [login.landlordId, login.email]),
  );
  return Promise.all(
    landlords.map(async (landlord) => {
      const scope = { propertyId, landlordId: landlord.id };
      const agreements = await agreementsOf(db, scope);
      const statements = await statementsOf(db, scope);
      return {
        id: landlord.id,
        name: landlord.name,
        email: landlord.email,
        language: landlord.language,
        /** The address of the account they sign in with (null: no login yet). */
        login: logins.get(landlord.id) ?? null,
        // cast: the database's check allows only the known figures
        portalFigures: landlord.portalFigures as PortalFigure[],
        rooms: await landlordRooms(db, scope),
        agreements,
        inForce: agreementOn(agreements, today) ?? null,
        owedMinor: await landlordOwed(db, scope),
        nextMonth: nextStatementMonth(statements[0]?.month ?? null, today),
        statements: statements.map((statement) => ({
          id: statement.id,
          month: statement.month,
          number: statement.number,
          shareMinor: statement.shareMinor,
          balanceMinor: statement.balanceMinor,
          issuedAt: statement.issuedAt,
        })),
      };
    }),
  );
}
