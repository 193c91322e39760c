import type { Db } from '@zamalek/db/client';
import { findLandlord } from '@zamalek/db/queries/owners';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { statementLayout } from '@zamalek/domain/owners/statement-layout';
import type { StatementLanguage } from '@zamalek/domain/owners/statement-text';
import { AppError } from '../errors';
import { readStatement } from './read-statement';

/** The landlord's language as their statements use it. */
export const landlordLanguage = (language: string): StatementLanguage =>
  language === 'ar' ? 'ar' : 'en';

/**
 * An issued statement laid out for its PDF and mail: in the language asked, else the landlord's,
 * under the property's name in that language. Another property's is not found.
 */
export async function statementDocument(
  db: Db,
  { propertyId, id, language }: { propertyId: string; id: string; language?: StatementLanguage },
) {
  const statement = await readStatement(db, { propertyId, id });
  const landlord = await findLandlord(db, { propertyId, id: statement.landlordId });
  if (!landlord) throw new AppError('NOT_FOUND');
  const lang = language ?? landlordLanguage(landlord.language);
  const settings = await findPropertySettings(db, { propertyId });
  const property = (lang === 'ar' && settings.propertyNameAr) || settings.propertyName;
  return {
    statement,
    landlord,
    layout: statementLayout(statement.content, { property, language: lang }),
  };
}
