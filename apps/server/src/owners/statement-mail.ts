import type { Db } from '@zamalek/db/client';
import { enqueueMail } from '@zamalek/db/queries/notifications';
import type {
  StatementBalanceLine,
  StatementLayout,
  StatementTable,
} from '@zamalek/domain/owners/statement-layout';
import { STATEMENT_LABELS } from '@zamalek/domain/owners/statement-text';
import { statementDocument } from './statement-document';
import { statementHtml } from './statement-html';

/** The statement as plain text, for mail clients that show no HTML. */
function statementPlainText(layout: StatementLayout): string {
  const table = ({ caption, columns, rows, total }: StatementTable) => [
    '',
    caption,
    ...[...rows, ...(total ? [total] : [])].map((row) =>
      row
        .map((cell, index) => (index === 0 || !cell ? cell : `${columns[index]}: ${cell}`))
        .filter(Boolean)
        .join(' · '),
    ),
  ];
  const line = ({ label, detail, value }: StatementBalanceLine) =>
    `${label}${detail ? ` ${detail}` : ''}: ${value}`;
  return [
    layout.property,
    layout.heading,
    ...layout.fields.map((field) => `${field.label}: ${field.value}`),
    ...table(layout.rooms),
    ...(layout.adjustments ? table(layout.adjustments) : []),
    '',
    layout.balanceCaption,
    ...layout.balance.map(line),
    line(layout.closing),
    '',
    STATEMENT_LABELS[layout.language].attached,
  ].join('\n');
}

/**
 * Queues an issued statement for its landlord, in their language, the statement in the mail's
 * body and as a PDF printed when the outbox sends it. Returns the address (null when the
 * landlord has none: nothing is queued) and the statement. The caller kicks the outbox after its
 * commit.
 */
export async function enqueueStatementMail(
  tx: Db,
  { propertyId, statementId }: { propertyId: string; statementId: string },
) {
  const { statement, landlord, layout } = await statementDocument(tx, {
    propertyId,
    id: statementId,
  });
  const email = landlord.email?.trim();
  if (!email) return { recipient: null, statement };
  await enqueueMail(tx, {
    propertyId,
    mail: {
      kind: 'owner_statement',
      recipient: email,
      subject: `${layout.heading} · ${layout.property}`,
      textBody: statementPlainText(layout),
      htmlBody: statementHtml(layout, { forPrint: false }),
      statementId,
    },
  });
  return { recipient: email, statement };
}
