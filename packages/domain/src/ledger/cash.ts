import { z } from 'zod';
import type { IsoDate } from '../dates';
import { tooLongMessage } from '../form-fields';
import { formatLedgerAmount } from '../money';
import { MEMO_MAX_LENGTH } from './forms';

/** The most a drawer's float or count may be: $1,000,000 or EGP 10,000,000. */
export const MAX_DRAWER_USD_MINOR = 100_000_000;
export const MAX_DRAWER_EGP_MINOR = 1_000_000_000;

export const CASH_MESSAGES = {
  amount: 'Please enter an amount of zero or more, to the cent',
  usdTooHigh: 'An amount cannot exceed $1,000,000',
  egpTooHigh: 'An amount cannot exceed EGP 10,000,000',
} as const;

const drawerAmount = (max: number, tooHigh: string) =>
  z
    .number(CASH_MESSAGES.amount)
    .int(CASH_MESSAGES.amount)
    .min(0, CASH_MESSAGES.amount)
    .max(max, tooHigh);

/** Opening one's drawer with the float it starts with, in each currency. */
export const openDrawerSchema = z.object({
  floatUsdMinor: drawerAmount(MAX_DRAWER_USD_MINOR, CASH_MESSAGES.usdTooHigh),
  floatEgpMinor: drawerAmount(MAX_DRAWER_EGP_MINOR, CASH_MESSAGES.egpTooHigh),
});
export type OpenDrawerInput = z.infer<typeof openDrawerSchema>;

/** Receiving a drawer: what was counted in it, in each currency, and a note on any difference. */
export const handOverSchema = z.object({
  drawerId: z.uuid(),
  countedUsdMinor: drawerAmount(MAX_DRAWER_USD_MINOR, CASH_MESSAGES.usdTooHigh),
  countedEgpMinor: drawerAmount(MAX_DRAWER_EGP_MINOR, CASH_MESSAGES.egpTooHigh),
  note: z
    .string()
    .trim()
    .max(MEMO_MAX_LENGTH, tooLongMessage('The note', MEMO_MAX_LENGTH))
    .default(''),
});
export type HandOverInput = z.infer<typeof handOverSchema>;

/** What a drawer holds in each currency. */
export interface DrawerCash {
  usdMinor: number;
  egpMinor: number;
}

/** Counted less expected, per currency: positive is cash over, negative cash short. */
export function drawerDifference(expected: DrawerCash, counted: DrawerCash): DrawerCash {
  return {
    usdMinor: counted.usdMinor - expected.usdMinor,
    egpMinor: counted.egpMinor - expected.egpMinor,
  };
}

/** A hand-over as the export lists it. */
export interface HandOverRow {
  holderName: string | null;
  receivedByName: string | null;
  openedAt: Date;
  handedOverAt: Date;
  expected: DrawerCash;
  counted: DrawerCash;
  note: string;
}

export const HAND_OVER_COLUMNS = [
  'Opened',
  'Handed over',
  'Held by',
  'Received by',
  'Expected USD',
  'Counted USD',
  'Difference USD',
  'Expected EGP',
  'Counted EGP',
  'Difference EGP',
  'Note',
] as const;

const decimal = (minor: number) => (minor / 100).toFixed(2);

/** One hand-over as a spreadsheet row: amounts as plain decimals, times as ISO strings. */
export function handOverRecord(row: HandOverRow): string[] {
  const difference = drawerDifference(row.expected, row.counted);
  return [
    row.openedAt.toISOString(),
    row.handedOverAt.toISOString(),
    row.holderName ?? '',
    row.receivedByName ?? '',
    decimal(row.expected.usdMinor),
    decimal(row.counted.usdMinor),
    decimal(difference.usdMinor),
    decimal(row.expected.egpMinor),
    decimal(row.counted.egpMinor),
    decimal(difference.egpMinor),
    row.note,
  ];
}

export function handOversFileName(from: IsoDate, to: IsoDate, extension: 'csv' | 'xlsx'): string {
  return `cash-hand-overs-${from}-to-${to}.${extension}`;
}

/** "$12.00 over", "EGP 50.00 short", "even". */
export function differenceText(minor: number, currency: 'USD' | 'EGP'): string {
  if (minor === 0) return 'even';
  return `${formatLedgerAmount(Math.abs(minor), currency)} ${minor > 0 ? 'over' : 'short'}`;
}
