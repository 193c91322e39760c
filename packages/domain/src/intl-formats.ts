/**
 * Intl formatters, made once per locale and options and kept: making one costs far more than
 * formatting with it (a confirmation e-mail formats dozens of amounts, a CSV thousands of cells).
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  const known = formats.get(key);
  // cast: each key names one kind of formatter, the one `make` made for it
  if (known) return known as T;
  const made = make();
  formats.set(key, made);
  return made;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  kept(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  kept(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const pluralRules = (locale: string) =>
  kept(`p ${locale}`, () => new Intl.PluralRules(locale));
