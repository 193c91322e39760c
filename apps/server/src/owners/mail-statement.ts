import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import type { AppServices } from '../services';
import { enqueueStatementMail } from './statement-mail';

/**
 * Sends an issued statement to its landlord again, with its PDF, at the address they have now.
 * Audited (without the address); sending again sends again.
 */
export async function mailStatement(
  db: Db,
  actor: Actor,
  services: Pick<AppServices, 'mail'>,
  { id }: { id: string },
) {
  const { propertyId } = actor;
  const recipient = await db.transaction(async (tx) => {
    const { recipient: email, statement } = await enqueueStatementMail(tx, {
      propertyId,
      statementId: id,
    });
    if (!email) throw new AppError('NO_LANDLORD_EMAIL');
    await recordAudit(tx, {
      propertyId,
      actorId: actor.id,
      entity: 'landlord',
      entityId: statement.landlordId,
      action: 'mail_statement',
      after: { statementId: id, number: statement.content.number },
    });
    return email;
  });
  services.mail.kick();
  return { recipient };
}
