interface RowMoney {
  pricePerNightCents: number | null;
  totalPriceCents: number | null;
}

/** List and dashboard rows as their reader may read them: prices null unless `shown`. */
export function withRowMoney<Row extends RowMoney>(
  rows: Row[],
  shown: boolean,
): (Omit<Row, keyof RowMoney> & RowMoney)[] {
  if (shown) return rows;
  return rows.map((row) => ({ ...row, pricePerNightCents: null, totalPriceCents: null }));
}
