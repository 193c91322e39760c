import type { StatementContent } from './statement';
import { STATEMENT_LABELS, type StatementLanguage } from './statement-text';

export { STATEMENT_LANGUAGES, type StatementLanguage } from './statement-text';

const amount = (minor: number) => (minor / 100).toFixed(2);

/**
 * A statement as CSV records in the landlord's language: its heading, a row per room, the
 * adjustments of earlier months, and the balance. Amounts are plain decimals (a spreadsheet sums
 * them); months and days are ISO dates. Nothing of a guest is in it.
 */
export function statementCsvRecords(
  content: StatementContent,
  language: StatementLanguage,
): string[][] {
  const label = STATEMENT_LABELS[language];
  const figures = [
    label.revenue,
    label.taxes,
    label.commissions,
    label.basis,
    label.share,
    label.fee,
    label.landlordShare,
  ];
  const money = (
    entry: StatementContent['rooms'][number] | StatementContent['adjustments'][number],
  ) => [
    amount(entry.roomRevenueMinor),
    amount(entry.taxesMinor),
    amount(entry.commissionsMinor),
    amount(entry.basisMinor),
    amount(entry.shareMinor),
    amount(entry.managementFeeMinor),
    amount(entry.shareMinor - entry.managementFeeMinor),
  ];
  const records: string[][] = [
    [label.statement, String(content.number)],
    [label.landlord, content.landlordName],
    [label.month, content.month.slice(0, 7)],
    [label.currency, content.currency],
    [],
    [label.room, label.nightsSold, label.nightsInMonth, label.occupancy, ...figures],
    ...content.rooms.map((room) => [
      room.name,
      String(room.nightsSold),
      String(room.nightsInMonth),
      String(room.occupancyPercent),
      ...money(room),
    ]),
  ];
  if (content.adjustments.length > 0) {
    records.push(
      [],
      [label.adjustments],
      [label.room, label.month, ...figures],
      ...content.adjustments.map((entry) => [entry.name, entry.month.slice(0, 7), ...money(entry)]),
    );
  }
  records.push(
    [],
    [label.opening, amount(content.openingBalanceMinor)],
    [label.earned, amount(content.earnedMinor)],
    ...content.payouts.map((payout) => [
      `${label.payout} ${payout.businessDate}${payout.reference ? ` (${payout.reference})` : ''}`,
      amount(-payout.amountMinor),
    ]),
    ...content.expenses.map((expense) => [
      `${label.expense} ${expense.businessDate}: ${expense.description}${expense.unitName ? ` (${expense.unitName})` : ''}`,
      amount(-expense.amountMinor),
    ]),
    ...(content.otherMinor === 0 ? [] : [[label.other, amount(content.otherMinor)]]),
    [label.closing, amount(content.closingBalanceMinor)],
  );
  return records;
}

/** The file's name: the landlord's statement number and month, in ASCII. */
export function statementCsvFileName(content: StatementContent, language: StatementLanguage) {
  return `statement-${content.number}-${content.month.slice(0, 7)}-${language}.csv`;
}
