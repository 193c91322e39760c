import { OTA_COLLECTED_KEY_PREFIX } from '@zamalek/domain/channels/ota-collected';
import type { JournalKind, PaymentMethod } from '@zamalek/domain/ledger/accounts';
import type { LedgerLine } from '@zamalek/domain/ledger/lines';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { folios, journalLines, journals, payments, profiles, propertyLedgers } from '../schema';

/**
 * The property's open business day, its ledger row locked until the transaction ends: shared
 * (postings, which a day close then waits for) or exclusive (the day close itself).
 */
export async function lockOpenDay(
  db: Db,
  { propertyId, exclusive = false }: { propertyId: string; exclusive?: boolean },
): Promise<string> {
  const [row] = await db
    .select({ openDay: propertyLedgers.openDay })
    .from(propertyLedgers)
    .where(eq(propertyLedgers.propertyId, propertyId))
    .for(exclusive ? 'update' : 'share');
  if (!row) throw new Error(`property ${propertyId} has no ledger`);
  return row.openDay;
}

export type FolioRow = typeof folios.$inferSelect;

/** Locks a folio of the property while its balance is counted (undefined: not the property's). */
export async function lockFolio(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
): Promise<FolioRow | undefined> {
  const [row] = await db
    .select()
    .from(folios)
    .where(and(eq(folios.propertyId, propertyId), eq(folios.id, id)))
    .for('update');
  return row;
}

/** A stay's folios, the guest's first (none before its first posting). */
export function stayFolios(
  db: Db,
  { propertyId, reservationId }: { propertyId: string; reservationId: string },
): Promise<FolioRow[]> {
  return db
    .select()
    .from(folios)
    .where(and(eq(folios.propertyId, propertyId), eq(folios.reservationId, reservationId)))
    .orderBy(sql`${folios.kind} = 'guest' desc`, asc(folios.createdAt), asc(folios.id));
}

/** One folio of the property; another property's is not found, like an id that does not exist. */
export async function findFolio(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
): Promise<FolioRow | undefined> {
  const [row] = await db
    .select()
    .from(folios)
    .where(and(eq(folios.propertyId, propertyId), eq(folios.id, id)));
  return row;
}

/** The stay's guest folio, opened on first use (two first postings at once open one). */
export async function guestFolio(
  db: Db,
  { propertyId, reservationId }: { propertyId: string; reservationId: string },
): Promise<FolioRow> {
  await db
    .insert(folios)
    .values({ propertyId, reservationId, kind: 'guest', payer: 'Guest' })
    .onConflictDoNothing({
      target: folios.reservationId,
      where: sql`${folios.kind} = 'guest'`,
    });
  const [row] = await db
    .select()
    .from(folios)
    .where(
      and(
        eq(folios.propertyId, propertyId),
        eq(folios.reservationId, reservationId),
        eq(folios.kind, 'guest'),
      ),
    );
  if (!row) throw new Error(`stay ${reservationId} has no guest folio`);
  return row;
}

/** The stay's open folio for the company `payer`, opened on first use. */
export async function openCompanyFolio(
  db: Db,
  {
    propertyId,
    reservationId,
    payer,
    currency,
  }: { propertyId: string; reservationId: string; payer: string; currency: string },
): Promise<FolioRow> {
  const [open] = await db
    .select()
    .from(folios)
    .where(
      and(
        eq(folios.propertyId, propertyId),
        eq(folios.reservationId, reservationId),
        eq(folios.kind, 'company'),
        eq(folios.payer, payer),
        isNull(folios.closedAt),
      ),
    );
  if (open) return open;
  const [created] = await db
    .insert(folios)
    .values({ propertyId, reservationId, kind: 'company', payer, currency })
    .returning();
  if (!created) throw new Error(`no company folio for stay ${reservationId}`);
  return created;
}

export interface PaymentDetails {
  method: PaymentMethod;
  amountMinor: number;
  currency: string;
  tenderedMinor?: number | null;
  tenderedCurrency?: string | null;
  exchangeRate?: string | null;
  reference?: string | null;
  cardLast4?: string | null;
  approvalCode?: string | null;
  receivedBy: string | null;
  note?: string;
  /** The drawer cash went into or out of (cash only). */
  drawerId?: string | null;
}

export interface NewJournal {
  propertyId: string;
  businessDate: string;
  kind: JournalKind;
  idempotencyKey: string;
  memo?: string;
  actorId: string | null;
  reversesJournalId?: string | null;
  lines: readonly LedgerLine[];
  payment?: PaymentDetails;
}

/**
 * Posts a journal with its lines (and payment details) in the caller's transaction. A key already
 * posted posts nothing: the earlier journal's id comes back with `posted: false` (a retried or
 * doubled request; the second of two at once waits for the first, then finds it).
 */
export async function postJournal(
  db: Db,
  journal: NewJournal,
): Promise<{ id: string; posted: boolean }> {
  const { propertyId, lines, payment } = journal;
  const [inserted] = await db
    .insert(journals)
    .values({
      propertyId,
      businessDate: journal.businessDate,
      kind: journal.kind,
      idempotencyKey: journal.idempotencyKey,
      memo: journal.memo ?? '',
      actorId: journal.actorId,
      reversesJournalId: journal.reversesJournalId ?? null,
    })
    .onConflictDoNothing({ target: [journals.propertyId, journals.idempotencyKey] })
    .returning({ id: journals.id });
  if (!inserted) {
    const [earlier] = await db
      .select({ id: journals.id })
      .from(journals)
      .where(
        and(
          eq(journals.propertyId, propertyId),
          eq(journals.idempotencyKey, journal.idempotencyKey),
        ),
      );
    if (!earlier) throw new Error('an idempotency key conflicted with no journal');
    return { id: earlier.id, posted: false };
  }
  await db.insert(journalLines).values(
    lines.map((line, index) => ({
      propertyId,
      journalId: inserted.id,
      lineNo: index + 1,
      account: line.account,
      folioId: line.folioId ?? null,
      amountMinor: line.amountMinor,
      currency: line.currency,
      night: line.night ?? null,
      code: line.code ?? null,
      description: line.description ?? '',
      unitId: line.unitId ?? null,
    })),
  );
  if (payment) {
    await db.insert(payments).values({ propertyId, journalId: inserted.id, ...payment });
  }
  return { id: inserted.id, posted: true };
}

/** A journal of the property with its lines in order (undefined: not the property's). */
export async function findJournal(db: Db, { propertyId, id }: { propertyId: string; id: string }) {
  const [journal] = await db
    .select()
    .from(journals)
    .where(and(eq(journals.propertyId, propertyId), eq(journals.id, id)));
  if (!journal) return undefined;
  const lines = await db
    .select()
    .from(journalLines)
    .where(and(eq(journalLines.propertyId, propertyId), eq(journalLines.journalId, id)))
    .orderBy(asc(journalLines.lineNo));
  const [reversal] = await db
    .select({ id: journals.id })
    .from(journals)
    .where(and(eq(journals.propertyId, propertyId), eq(journals.reversesJournalId, id)));
  return { ...journal, lines, reversedBy: reversal?.id ?? null };
}

/**
 * Every journal that touches the folios, oldest first, with its lines on them, its payment
 * details, who posted it and whether it was reversed.
 */
export async function folioJournals(
  db: Db,
  { propertyId, folioIds }: { propertyId: string; folioIds: readonly string[] },
) {
  if (folioIds.length === 0) return [];
  const lines = await db
    .select({
      journalId: journalLines.journalId,
      lineNo: journalLines.lineNo,
      account: journalLines.account,
      folioId: journalLines.folioId,
      amountMinor: journalLines.amountMinor,
      currency: journalLines.currency,
      night: journalLines.night,
      code: journalLines.code,
      description: journalLines.description,
    })
    .from(journalLines)
    .where(
      and(eq(journalLines.propertyId, propertyId), inArray(journalLines.folioId, [...folioIds])),
    )
    .orderBy(asc(journalLines.journalId), asc(journalLines.lineNo));
  const ids = [...new Set(lines.map((line) => line.journalId))];
  if (ids.length === 0) return [];
  const reversal = sql<string | null>`(select r.id from journals r
    where r.property_id = ${journals.propertyId} and r.reverses_journal_id = ${journals.id})`;
  const heads = await db
    .select({
      id: journals.id,
      businessDate: journals.businessDate,
      kind: journals.kind,
      memo: journals.memo,
      reversesJournalId: journals.reversesJournalId,
      reversedBy: reversal,
      channelCollected: sql<boolean>`starts_with(${journals.idempotencyKey}, ${OTA_COLLECTED_KEY_PREFIX})`,
      createdAt: journals.createdAt,
      actorName: profiles.fullName,
      method: payments.method,
      tenderedMinor: payments.tenderedMinor,
      tenderedCurrency: payments.tenderedCurrency,
      exchangeRate: payments.exchangeRate,
      reference: payments.reference,
      cardLast4: payments.cardLast4,
      approvalCode: payments.approvalCode,
      note: payments.note,
    })
    .from(journals)
    .leftJoin(profiles, eq(profiles.id, journals.actorId))
    .leftJoin(
      payments,
      and(eq(payments.propertyId, journals.propertyId), eq(payments.journalId, journals.id)),
    )
    .where(and(eq(journals.propertyId, propertyId), inArray(journals.id, ids)))
    .orderBy(asc(journals.seq));
  return heads.map((head) => ({
    ...head,
    lines: lines.filter((line) => line.journalId === head.id),
  }));
}

/** Closes a folio (refused by the database unless it is settled to zero). */
export async function closeFolio(
  db: Db,
  { propertyId, id, closedBy }: { propertyId: string; id: string; closedBy: string },
) {
  const [row] = await db
    .update(folios)
    .set({ closedAt: sql`now()`, closedBy })
    .where(and(eq(folios.propertyId, propertyId), eq(folios.id, id)))
    .returning({ id: folios.id });
  return row;
}
