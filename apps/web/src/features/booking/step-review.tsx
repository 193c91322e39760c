import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatPrice, longDate } from '@/lib/i18n/format';
import { currentLang, t } from '@/lib/i18n/i18n';
import { describeBookingFailure } from './booking-errors';
import { GuestEgpEquivalent } from './egp-equivalent';
import { nationalityName } from './nationality-names';
import { IncludedCharges, PriceBreakdown } from './price-breakdown';
import { PropertyPolicies } from './property-policies';
import { inPageLanguage } from './suite-words';
import type { AvailableSuite, GuestDetails, ReviewQuote } from './types';

/** Step 3: everything the guest chose, the server's price, and Confirm. */
export function StepReview({
  suite,
  quote,
  stay,
  nights,
  guest,
  confirming,
  onBack,
  onEdit,
  onConfirm,
}: {
  suite: AvailableSuite;
  quote: UseQueryResult<ReviewQuote, unknown>;
  stay: { checkIn: string; checkOut: string };
  nights: number;
  guest: GuestDetails;
  confirming: boolean;
  onBack: () => void;
  onEdit: (step: 1 | 2) => void;
  onConfirm: () => void;
}) {
  const party = guest.adults + guest.children;
  const separator = currentLang() === 'ar' ? '، ' : ', ';
  return (
    <div className="grid gap-8">
      <h2 className="font-serif text-2xl text-primary">{t('review.title')}</h2>

      <ReviewSection
        title={t('review.stay')}
        onEdit={() => onEdit(1)}
        editLabel={t('review.changeStay')}
      >
        <Row label={t('review.suite')}>{inPageLanguage(suite.name)}</Row>
        <Row label={t('review.checkIn')}>{longDate(stay.checkIn)}</Row>
        <Row label={t('review.checkOut')}>{longDate(stay.checkOut)}</Row>
        <Row label={t('review.nights')}>{nights}</Row>
      </ReviewSection>

      <ReviewSection
        title={t('review.guests')}
        onEdit={() => onEdit(2)}
        editLabel={t('review.changeGuests')}
      >
        <Row label={t('review.party')}>
          {[
            t('adults.count', { count: guest.adults }),
            ...(guest.children > 0 ? [t('children.count', { count: guest.children })] : []),
          ].join(separator)}{' '}
          {t('review.partyTotal', { count: party })}
        </Row>
        <Row label={t('review.names')}>{guest.guestNames.join(separator)}</Row>
        <Row label={t('review.email')}>
          <bdi>{guest.email}</bdi>
        </Row>
        {guest.phone && (
          <Row label={t('review.phone')}>
            <bdi dir="ltr">{guest.phone}</bdi>
          </Row>
        )}
        {guest.nationality && (
          <Row label={t('review.nationality')}>
            {nationalityName(guest.nationality, currentLang())}
          </Row>
        )}
        {guest.specialRequests && (
          <Row label={t('review.requests')}>
            <span className="whitespace-pre-line">{guest.specialRequests}</span>
          </Row>
        )}
      </ReviewSection>

      <section aria-labelledby="price-title" className="rounded-xl bg-secondary p-5 sm:p-6">
        <h3 id="price-title" className="font-medium text-secondary-foreground">
          {t('review.price')}
        </h3>
        {quote.data ? (
          <dl className="mt-3 grid gap-2 text-sm">
            <PriceBreakdown quote={quote.data} />
            <div className="flex justify-between gap-4 border-secondary-foreground/15 border-t pt-3 font-semibold text-base text-primary">
              <dt>{t('review.total')}</dt>
              <dd data-testid="booking-total">{formatPrice(quote.data.totalCents)}</dd>
            </div>
          </dl>
        ) : null}
        {quote.data ? (
          <>
            <IncludedCharges quote={quote.data} />
            <GuestEgpEquivalent cents={quote.data.totalCents} />
          </>
        ) : quote.isError ? (
          <p className="mt-3 text-destructive text-sm" role="alert">
            {describeBookingFailure(quote.error).message || t('price.failed')}
          </p>
        ) : (
          <p className="mt-3 flex items-center gap-2 text-sm">
            <Spinner label={t('price.loading')} /> {t('price.loading')}
          </p>
        )}
        <p className="mt-3 text-secondary-foreground/80 text-xs">{t('review.usdNote')}</p>
      </section>

      <PropertyPolicies headingLevel={3} />

      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={confirming}>
          {t('review.back')}
        </Button>
        <Button type="button" size="lg" onClick={onConfirm} disabled={confirming || !quote.data}>
          {confirming && <Spinner label={t('review.confirmingLabel')} />}
          {confirming ? t('review.confirming') : t('review.confirm')}
        </Button>
      </div>
    </div>
  );
}

function ReviewSection({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-medium">{title}</h3>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0 text-brand underline underline-offset-4"
          onClick={onEdit}
        >
          {editLabel}
        </Button>
      </div>
      <dl className="mt-3 grid gap-2.5 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
