import { formatLedgerAmount } from '../money';
import type { Adjustment, MonthFigures, RoomFigures, StatementContent } from './statement';
import { STATEMENT_LABELS, type StatementLanguage, statementMonthName } from './statement-text';

/** A table of a statement: the first column names (a room), the others are figures. */
export interface StatementTable {
  caption: string;
  columns: string[];
  rows: string[][];
  total: string[] | null;
}

/** A line of the balance; `detail` (a date, a reference, what an expense was) reads as written. */
export interface StatementBalanceLine {
  label: string;
  detail: string | null;
  value: string;
}

/** A landlord's statement as its PDF and its mail lay it out: every word and figure, in its language. */
export interface StatementLayout {
  language: StatementLanguage;
  dir: 'ltr' | 'rtl';
  /** "Statement 3 · March 2026": the document's title and the start of its mail's subject. */
  heading: string;
  property: string;
  fields: { label: string; value: string; ltr: boolean }[];
  rooms: StatementTable;
  adjustments: StatementTable | null;
  balanceCaption: string;
  balance: StatementBalanceLine[];
  closing: StatementBalanceLine;
}

/**
 * What a statement prints, in English or Arabic: the property and the landlord, the statement's
 * number and month, each room's nights, occupancy and money, the adjustments of earlier months,
 * and the balance with the payouts and expenses since the last one. Its content holds nothing of
 * a guest, and so does this.
 */
export function statementLayout(
  content: StatementContent,
  { property, language }: { property: string; language: StatementLanguage },
): StatementLayout {
  const label = STATEMENT_LABELS[language];
  const money = (minor: number) => formatLedgerAmount(minor, content.currency);
  const withFee = [...content.rooms, ...content.adjustments].some(
    (entry) => entry.managementFeeMinor !== 0,
  );
  const moneyColumns = [
    label.revenue,
    label.taxes,
    label.commissions,
    ...(withFee ? [label.share, label.fee] : []),
    label.landlordShare,
  ];
  const moneyCells = (entry: RoomFigures) => [
    money(entry.roomRevenueMinor),
    money(entry.taxesMinor),
    money(entry.commissionsMinor),
    ...(withFee ? [money(entry.shareMinor), money(entry.managementFeeMinor)] : []),
    money(entry.shareMinor - entry.managementFeeMinor),
  ];
  const sum = (entries: readonly RoomFigures[], pick: (entry: RoomFigures) => number) =>
    entries.reduce((total, entry) => total + pick(entry), 0);
  const totalOf = (entries: readonly RoomFigures[]): RoomFigures => ({
    unitId: '',
    name: label.total,
    nightsSold: sum(entries, (entry) => entry.nightsSold),
    roomRevenueMinor: sum(entries, (entry) => entry.roomRevenueMinor),
    taxesMinor: sum(entries, (entry) => entry.taxesMinor),
    commissionsMinor: sum(entries, (entry) => entry.commissionsMinor),
    basisMinor: sum(entries, (entry) => entry.basisMinor),
    shareMinor: sum(entries, (entry) => entry.shareMinor),
    managementFeeMinor: sum(entries, (entry) => entry.managementFeeMinor),
  });
  const roomRow = (room: MonthFigures) => [
    room.name,
    String(room.nightsSold),
    `${room.occupancyPercent}%`,
    ...moneyCells(room),
  ];
  const roomsTotal = totalOf(content.rooms);
  const adjustmentRow = (entry: Adjustment) => [
    entry.name,
    statementMonthName(entry.month, language),
    ...moneyCells(entry),
  ];
  const heading = `${label.statement} ${content.number} · ${statementMonthName(content.month, language)}`;
  return {
    language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    heading,
    property,
    fields: [
      { label: label.landlord, value: content.landlordName, ltr: false },
      { label: label.statement, value: String(content.number), ltr: true },
      { label: label.month, value: statementMonthName(content.month, language), ltr: false },
      { label: label.currency, value: content.currency, ltr: true },
    ],
    rooms: {
      caption: label.rooms,
      columns: [label.room, label.nightsSold, label.occupancy, ...moneyColumns],
      rows: content.rooms.map(roomRow),
      total:
        content.rooms.length > 1
          ? [label.total, String(roomsTotal.nightsSold), '', ...moneyCells(roomsTotal)]
          : null,
    },
    adjustments:
      content.adjustments.length === 0
        ? null
        : {
            caption: label.adjustments,
            columns: [label.room, label.month, ...moneyColumns],
            rows: content.adjustments.map(adjustmentRow),
            total: null,
          },
    balanceCaption: label.balance,
    balance: [
      { label: label.opening, detail: null, value: money(content.openingBalanceMinor) },
      { label: label.earned, detail: null, value: money(content.earnedMinor) },
      ...content.payouts.map((payout) => ({
        label: label.payout,
        detail: payout.reference
          ? `${payout.businessDate} (${payout.reference})`
          : payout.businessDate,
        value: money(-payout.amountMinor),
      })),
      ...content.expenses.map((expense) => ({
        label: label.expense,
        detail: `${expense.businessDate}: ${expense.description}${expense.unitName ? ` (${expense.unitName})` : ''}`,
        value: money(-expense.amountMinor),
      })),
      ...(content.otherMinor === 0
        ? []
        : [{ label: label.other, detail: null, value: money(content.otherMinor) }]),
    ],
    closing: { label: label.closing, detail: null, value: money(content.closingBalanceMinor) },
  };
}

/** The PDF's file name: the landlord's statement number and month, in ASCII. */
export function statementPdfFileName(content: StatementContent, language: StatementLanguage) {
  return `statement-${content.number}-${content.month.slice(0, 7)}-${language}.pdf`;
}
