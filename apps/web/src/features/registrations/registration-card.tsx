import { useQuery } from '@tanstack/react-query';
import {
  REGISTRATION_STATUS_LABELS,
  type RegistrationStatus,
} from '@zamalek/domain/registrations/registration';
import { CircleCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatCreatedDate } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import { IdPhotos } from './id-photos';
import { RegistrationCardPdfLinks } from './registration-card-pdf-links';
import { RegistrationDialog } from './registration-dialog';
import { RegistrationLinkPanel } from './registration-link-panel';
import { SignDialog } from './sign-dialog';
import { guestName, type HouseRules, type RegistrationGuest } from './types';

/** Green signed, blue ready to sign, amber details missing, red not registered: with the words. */
const STATUS_CLASSES: Record<RegistrationStatus, string> = {
  signed: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  unsigned: 'border-blue-200 bg-blue-50 text-blue-800',
  incomplete: 'border-amber-300 bg-amber-50 text-amber-900',
  missing: 'border-red-200 bg-red-50 text-red-700',
};

/**
 * Each guest of the stay registered as Egypt requires: filled in from their ID at the desk, then
 * signed by the guest under the house rules in force. Complete once every adult has signed.
 */
export function RegistrationCard({ reservationId }: { reservationId: string }) {
  const trpc = useTRPC();
  const stay = useQuery(trpc.registrations.ofStay.queryOptions({ reservationId }));
  const [filling, setFilling] = useState<RegistrationGuest | null>(null);
  const [signing, setSigning] = useState<RegistrationGuest | null>(null);

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">Registration</h2>
        </CardTitle>
        <CardDescription>
          {stay.data?.complete ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800">
              <CircleCheckIcon className="size-4" aria-hidden="true" />
              Registration complete: every adult has signed.
            </span>
          ) : (
            'Every guest is registered from their ID; each adult signs the house rules.'
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stay.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner label="Loading the registrations" /> Loading...
          </p>
        ) : stay.isError ? (
          <p className="text-muted-foreground text-sm">
            The registrations could not be loaded. Please try again.
          </p>
        ) : (
          <ul className="grid gap-3">
            {stay.data.guests.map((guest) => (
              <GuestRow
                key={guest.guestNo}
                guest={guest}
                onFill={() => setFilling(guest)}
                onSign={() => setSigning(guest)}
              />
            ))}
          </ul>
        )}
        {stay.data && (
          <RegistrationLinkPanel reservationId={reservationId} complete={stay.data.complete} />
        )}
        {stay.data && <RegistrationCardPdfLinks reservationId={reservationId} />}
      </CardContent>
      {filling && (
        <RegistrationDialog
          reservationId={reservationId}
          guest={filling}
          onClose={() => setFilling(null)}
        />
      )}
      {signing?.registration && (
        <SignDialog
          registrationId={signing.registration.id}
          name={guestName(signing)}
          rules={stay.data?.rules satisfies HouseRules | undefined}
          onClose={() => setSigning(null)}
        />
      )}
    </Card>
  );
}

function GuestRow({
  guest,
  onFill,
  onSign,
}: {
  guest: RegistrationGuest;
  onFill: () => void;
  onSign: () => void;
}) {
  const name = guestName(guest);
  const signedAt = guest.registration?.signedAt;
  return (
    <li
      className="grid gap-3 rounded-md border bg-muted/30 p-3 sm:flex sm:flex-wrap sm:items-center"
      aria-label={name}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="break-words font-medium">{name}</span>
          <span className="text-muted-foreground text-xs">{guest.adult ? 'Adult' : 'Child'}</span>
          <Badge variant="outline" className={STATUS_CLASSES[guest.status]}>
            {REGISTRATION_STATUS_LABELS[guest.status]}
          </Badge>
        </p>
        {guest.missing.length > 0 && (
          <p className="text-muted-foreground text-xs">Missing: {guest.missing.join(', ')}</p>
        )}
        {signedAt && (
          <p className="text-muted-foreground text-xs">Signed {formatCreatedDate(signedAt)}</p>
        )}
      </div>
      {signedAt && guest.registration ? (
        <img
          src={`/api/registrations/${guest.registration.id}/signature`}
          alt={`Signature of ${name}`}
          className="h-14 w-40 rounded border bg-white object-contain"
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onFill}>
            {guest.registration ? 'Edit' : 'Fill in'}
            <span className="sr-only"> the registration of {name}</span>
          </Button>
          {guest.status === 'unsigned' && (
            <Button type="button" size="sm" onClick={onSign}>
              Sign
              <span className="sr-only"> as {name}</span>
            </Button>
          )}
        </div>
      )}
      <IdPhotos guest={guest} name={name} />
    </li>
  );
}
