import { useQuery } from '@tanstack/react-query';
import { egpPiastres, formatEgp } from '@zamalek/domain/pricing/display-currency';
import { longDate } from '@/lib/i18n/format';
import { currentLang, INTL_LOCALE, t } from '@/lib/i18n/i18n';
import { useSiteInput } from '@/lib/public-site';
import { useTRPC } from '@/lib/trpc';

/** The guest's "≈ EGP 7,275 (rate of 25 Nov 2026)", in the page's language; nothing without a rate. */
export function GuestEgpEquivalent({ cents }: { cents: number }) {
  const trpc = useTRPC();
  const rate = useQuery(trpc.public.displayCurrency.queryOptions(useSiteInput())).data;
  if (!rate) return null;
  const amount = formatEgp(egpPiastres(cents, rate), INTL_LOCALE[currentLang()]);
  return (
    <p className="text-secondary-foreground/80 text-xs" data-testid="egp-equivalent">
      {t('price.egpEquivalent', { amount, date: longDate(rate.on) })}
    </p>
  );
}
