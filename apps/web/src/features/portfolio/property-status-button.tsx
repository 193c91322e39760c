import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyStatus } from '@zamalek/domain/locations';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const CHANGE: Record<PropertyStatus, { to: PropertyStatus; button: string; says: string }> = {
  coming_soon: {
    to: 'open',
    button: 'Open for bookings',
    says: 'Its page on the public site takes bookings from now on, in both languages.',
  },
  open: {
    to: 'coming_soon',
    button: 'Set to coming soon',
    says: 'Its page on the public site says "Coming Soon" and takes no more bookings; the stays already booked stay as they are.',
  },
};

/** An owner opens a coming-soon property for bookings, or sets an open one back, after asking. */
export function PropertyStatusButton({
  property,
}: {
  property: { id: string; name: string; status: PropertyStatus };
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const change = CHANGE[property.status];
  const setStatus = useMutation(
    trpc.portfolio.setStatus.mutationOptions({
      onSuccess: async () => {
        setAsking(false);
        toast.success(
          change.to === 'open'
            ? `${property.name} is open for bookings`
            : `${property.name} is coming soon`,
        );
        await queryClient.invalidateQueries({ queryKey: trpc.portfolio.pathKey() });
      },
      onError: (failure) =>
        toast.error(refusalMessage(failure) ?? 'Could not change the property. Please try again.'),
    }),
  );
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setAsking(true)}
        aria-label={`${change.button}: ${property.name}`}
      >
        {change.button}
      </Button>
      <AlertDialog open={asking} onOpenChange={(next) => !setStatus.isPending && setAsking(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {change.to === 'open'
                ? `Open ${property.name} for bookings?`
                : `Set ${property.name} to coming soon?`}
            </AlertDialogTitle>
            <AlertDialogDescription>{change.says}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={setStatus.isPending}>Cancel</AlertDialogCancel>
            <Button
              type="button"
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate({ propertyId: property.id, status: change.to })}
            >
              {setStatus.isPending && <Spinner label="Saving" />}
              {change.button}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
