import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import type { UserRow } from '@/features/users/types';
import { userErrorMessage } from '@/features/users/user-errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

export function userName(user: UserRow): string {
  return user.fullName?.trim() || user.email;
}

/** Confirms disabling (which signs the person out everywhere at once) or enabling an account. */
export function DisableUserDialog({
  user,
  onClose,
}: {
  user: UserRow | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setDisabled = useMutation(trpc.users.setDisabled.mutationOptions());
  const disabling = user !== null && user.disabledAt === null;

  const confirm = () => {
    if (!user) return;
    const name = userName(user);
    setDisabled.mutate(
      { id: user.id, disabled: disabling },
      {
        onSuccess: async () => {
          toast.success(disabling ? `${name} is disabled` : `${name} is enabled`, {
            description: disabling
              ? 'They were signed out and cannot sign in until enabled again.'
              : 'They can sign in again.',
          });
          await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
          onClose();
        },
        onError: (error) => {
          toast.error(
            userErrorMessage(error, disabling ? 'Failed to disable user' : 'Failed to enable user'),
          );
        },
      },
    );
  };

  return (
    <AlertDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !setDisabled.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {user && (disabling ? `Disable ${userName(user)}?` : `Enable ${userName(user)}?`)}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {disabling
              ? 'They are signed out on every device at once and cannot sign in until an admin enables the account again. Their reservations and sales stay as they are.'
              : 'They can sign in again with their e-mail and password, with the role shown in the list.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={setDisabled.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog stays open until the server has answered. */}
          <Button
            variant={disabling ? 'destructive' : 'default'}
            onClick={confirm}
            disabled={setDisabled.isPending}
          >
            {setDisabled.isPending && <Spinner label="Saving" />}
            {disabling ? 'Disable' : 'Enable'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
