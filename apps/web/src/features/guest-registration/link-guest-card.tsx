import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/i18n';
import { LinkGuestForm } from './link-guest-form';
import { LinkIdPhotos } from './link-id-photos';
import { LinkSignPanel } from './link-sign-panel';
import type { LinkAccess, LinkGuest, LinkStay } from './types';

/** One guest of the stay: where their registration stands, its form, and signing. */
export function LinkGuestCard({
  access,
  guest,
  rules,
  onChange,
}: {
  access: LinkAccess;
  guest: LinkGuest;
  rules: LinkStay['rules'];
  onChange: () => void;
}) {
  const [mode, setMode] = useState<'view' | 'form' | 'sign'>('view');
  const name =
    guest.registration?.fullName ||
    guest.bookedName.trim() ||
    t('register.guest', { number: guest.guestNo });
  const done = (next: 'view') => {
    setMode(next);
    onChange();
  };
  const titleId = `registration-guest-${guest.guestNo}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border bg-card p-4 shadow-xs sm:p-6"
      data-testid={`link-guest-${guest.guestNo}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-medium text-lg">
          {name}
          {!guest.adult && (
            <span className="ms-2 text-muted-foreground text-sm">{t('register.child')}</span>
          )}
        </h2>
        <Badge variant={guest.status === 'signed' ? 'default' : 'outline'}>
          {t(`register.status.${guest.status}`)}
        </Badge>
      </div>
      {mode === 'form' && (
        <LinkGuestForm
          access={access}
          guest={guest}
          onCancel={() => setMode('view')}
          onSaved={() => done('view')}
        />
      )}
      {mode === 'sign' && (
        <LinkSignPanel
          access={access}
          guestNo={guest.guestNo}
          name={name}
          rules={rules}
          onCancel={() => setMode('view')}
          onSigned={() => done('view')}
        />
      )}
      {mode === 'view' && guest.status !== 'signed' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant={guest.status === 'unsigned' ? 'outline' : 'default'}
            onClick={() => setMode('form')}
          >
            {t(guest.registration ? 'register.edit' : 'register.fillIn')}
          </Button>
          {guest.status === 'unsigned' && (
            <Button onClick={() => setMode('sign')}>{t('register.sign')}</Button>
          )}
        </div>
      )}
      {guest.adult && guest.registration && (
        <LinkIdPhotos
          access={access}
          guestNo={guest.guestNo}
          count={guest.photoCount}
          onAdded={onChange}
        />
      )}
    </article>
  );
}
