import { Link } from '@tanstack/react-router';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { can } from '@zamalek/domain/roles';
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
import { buttonVariants } from '@/components/ui/button-variants';
import { useAuth } from '@/lib/auth';

/**
 * Shown when a check-in was refused because adults have not registered and signed (where the
 * property requires it): the way to the stay's registrations, and for those allowed, checking in
 * anyway — recorded in the stay's history.
 */
export function RegistrationRequiredDialog({
  stayId,
  busy,
  onOverride,
  onClose,
}: {
  stayId: string | null;
  busy: boolean;
  onOverride: (id: string) => void;
  onClose: () => void;
}) {
  const mayOverride = can(useAuth(), 'registrations.override');
  return (
    <AlertDialog open={stayId !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Registration not complete</AlertDialogTitle>
          <AlertDialogDescription>
            {APP_ERROR_MESSAGES.REGISTRATION_REQUIRED}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {stayId && (
            <Link
              to="/reservation/$id"
              params={{ id: stayId }}
              className={buttonVariants({ variant: 'outline' })}
              onClick={onClose}
            >
              Open the reservation
            </Link>
          )}
          {stayId && mayOverride && (
            <Button disabled={busy} onClick={() => onOverride(stayId)}>
              Check in anyway (recorded)
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
