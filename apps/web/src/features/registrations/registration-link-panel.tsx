import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClockIcon, SendIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { trpcErrorMessage } from '@/lib/errors';
import { formatMoment } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * The stay's pre-arrival registration link as the desk sees it (sent when, usable until when, or
 * locked), the arrival time the guests gave, and a button to send the link (again) now.
 */
export function RegistrationLinkPanel({
  reservationId,
  complete,
}: {
  reservationId: string;
  complete: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.registrationLinks.status.queryOptions({ reservationId }));
  const send = useMutation(
    trpc.registrationLinks.send.mutationOptions({
      onSuccess: async () => {
        toast.success('Registration link sent to the guest');
        await queryClient.invalidateQueries({ queryKey: trpc.registrationLinks.status.queryKey() });
      },
      onError: (error) =>
        toast.error(trpcErrorMessage(error) ?? 'The link could not be sent. Please try again.'),
    }),
  );
  const link = status.data?.link;
  const arrival = status.data?.arrival;
  const linkWords = !link
    ? 'No registration link sent yet.'
    : link.locked
      ? 'The registration link was locked after five wrong last names: send a new one.'
      : link.live
        ? `Registration link sent ${formatMoment(link.sentAt)}; it works until ${formatMoment(link.expiresAt)}.`
        : `The registration link sent ${formatMoment(link.sentAt)} no longer works.`;
  return (
    <div className="mt-4 grid gap-2 border-t pt-4 text-sm" data-testid="registration-link-panel">
      {arrival && (
        <p className="flex items-center gap-1.5">
          <ClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          Expected arrival {arrival.arrivalTime}
          {arrival.givenVia === 'link' ? ' (given by the guest)' : ''}
        </p>
      )}
      {!complete && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-muted-foreground">{linkWords}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={send.isPending}
            onClick={() => send.mutate({ reservationId })}
          >
            <SendIcon aria-hidden="true" />
            {link ? 'Send a new registration link' : 'Send registration link'}
          </Button>
        </div>
      )}
    </div>
  );
}
