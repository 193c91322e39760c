import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { trpcHttpStatus } from '@/lib/errors';
import { currentLang, type MessageId, t } from '@/lib/i18n/i18n';
import { useTRPC } from '@/lib/trpc';
import { LastNameForm } from './last-name-form';
import { closesLink, linkErrorWords } from './link-errors';
import { StayRegistration } from './stay-registration';
import type { LinkStay } from './types';

const propertyNameIn = (place: { propertyName: string; propertyNameAr: string | null }) =>
  currentLang() === 'ar' ? (place.propertyNameAr ?? place.propertyName) : place.propertyName;

/**
 * A guest's registration page, reached by the link mailed before arrival. It shows only the
 * property until the guest gives the booking's last name, kept in memory only; every call sends
 * it again with the link's secret.
 */
export function RegistrationLinkPage({ token }: { token: string }) {
  const trpc = useTRPC();
  const welcome = useQuery({
    ...trpc.guestRegistrationLink.welcome.queryOptions({ token }),
    retry: false,
  });
  // The page as last read, kept while it is read again after each change (no flash of the form).
  const [opened, setOpened] = useState<{ lastName: string; stay: LinkStay } | null>(null);
  const enter = useMutation(
    trpc.guestRegistrationLink.enter.mutationOptions({
      onSuccess: (stay, input) => setOpened({ lastName: input.lastName, stay }),
    }),
  );
  const open = (lastName: string) => enter.mutate({ token, lastName });

  if (welcome.isPending) {
    return (
      <p role="status" className="text-center text-muted-foreground">
        {t('register.loading')}
      </p>
    );
  }
  if (welcome.isError) {
    // A malformed address is refused as input: to the guest it is a link that is not valid.
    const malformed = trpcHttpStatus(welcome.error) === 400;
    return (
      <ClosedLink words={malformed ? 'register.error.notFound' : linkErrorWords(welcome.error)} />
    );
  }
  if (enter.isError && closesLink(enter.error)) {
    return <ClosedLink words={linkErrorWords(enter.error)} />;
  }
  const property = propertyNameIn(welcome.data);
  return (
    <>
      <header className="text-center">
        <ShieldCheckIcon className="mx-auto size-12 text-primary" aria-hidden="true" />
        <h1 className="mt-3 font-serif text-3xl text-primary sm:text-4xl">{t('register.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('register.lead', { property })}</p>
      </header>
      {opened ? (
        <StayRegistration
          access={{ token, lastName: opened.lastName }}
          stay={opened.stay}
          refresh={() => open(opened.lastName)}
        />
      ) : (
        <LastNameForm
          token={token}
          pending={enter.isPending}
          refusal={enter.isError ? t(linkErrorWords(enter.error)) : null}
          onSubmit={open}
        />
      )}
    </>
  );
}

function ClosedLink({ words }: { words: MessageId }) {
  return (
    <div className="text-center" data-testid="registration-link-closed">
      <TriangleAlertIcon className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-3 font-serif text-3xl text-primary">{t('register.title')}</h1>
      <p role="alert" className="mt-3 text-lg text-muted-foreground">
        {t(words)}
      </p>
    </div>
  );
}
