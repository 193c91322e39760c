import { type PublicPropertyInfo, whatsappLink } from '@zamalek/domain/settings';
import { t } from '@/lib/i18n/i18n';

/**
 * A property's check-in and check-out times, cancellation policy, house rules and contact, from
 * the Settings page: the operator's own texts, shown as written; parts the operator left empty
 * are left out.
 */
export function PoliciesCard({
  info,
  headingLevel = 2,
  className,
}: {
  info: PublicPropertyInfo;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const whatsapp = whatsappLink(info.whatsapp);

  return (
    <section
      aria-labelledby="policies-title"
      className={`rounded-xl border bg-card p-5 sm:p-6 ${className ?? ''}`}
      data-testid="property-policies"
    >
      <Heading id="policies-title" className="font-serif text-2xl text-primary">
        {t('policies.title')}
      </Heading>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('policies.checkIn')}</dt>
          <dd className="font-medium">
            <bdi dir="ltr">{info.checkInTime}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('policies.checkOut')}</dt>
          <dd className="font-medium">
            <bdi dir="ltr">{info.checkOutTime}</bdi>
          </dd>
        </div>
      </dl>
      {info.cancellationPolicy && (
        <div className="mt-5">
          <Sub className="font-medium text-primary">{t('policies.cancellation')}</Sub>
          <p className="mt-1 whitespace-pre-line text-sm" dir="auto">
            {info.cancellationPolicy}
          </p>
        </div>
      )}
      {info.houseRules && (
        <div className="mt-5">
          <Sub className="font-medium text-primary">{t('policies.houseRules')}</Sub>
          <p className="mt-1 whitespace-pre-line text-sm" dir="auto">
            {info.houseRules}
          </p>
        </div>
      )}
      {(info.phone || info.contactEmail || whatsapp) && (
        <div className="mt-5">
          <Sub className="font-medium text-primary">{t('policies.contact')}</Sub>
          <ul className="mt-1 grid gap-1 text-sm">
            {info.phone && (
              <li>
                {t('policies.phone')}{' '}
                <a
                  className="underline underline-offset-2"
                  href={`tel:${info.phone.replace(/\s/g, '')}`}
                >
                  <bdi dir="ltr">{info.phone}</bdi>
                </a>
              </li>
            )}
            {info.contactEmail && (
              <li>
                {t('policies.email')}{' '}
                <a className="underline underline-offset-2" href={`mailto:${info.contactEmail}`}>
                  <bdi dir="ltr">{info.contactEmail}</bdi>
                </a>
              </li>
            )}
            {whatsapp && (
              <li>
                <a
                  className="underline underline-offset-2"
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('policies.whatsapp')}
                </a>
              </li>
            )}
          </ul>
        </div>
      )}
    </section>
  );
}
