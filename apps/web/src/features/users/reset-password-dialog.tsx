import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '@zamalek/domain/auth';
import { resetPasswordSchema } from '@zamalek/domain/users';
import { useForm } from 'react-hook-form';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { FormField, fieldAria } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { userName } from '@/features/users/disable-user-dialog';
import type { UserRow } from '@/features/users/types';
import { userErrorMessage } from '@/features/users/user-errors';
import { invalidFields } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * An admin gives someone else a new password (forgotten, or still the demo's): the server ends
 * every session of theirs at once.
 */
export function ResetPasswordDialog({
  user,
  onClose,
}: {
  /** Whose password; null keeps the dialog closed. */
  user: UserRow | null;
  onClose: () => void;
}) {
  return (
    <FormDialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset password</DialogTitle>
          <DialogDescription>
            {user &&
              `${userName(user)} is signed out on every device at once and signs in with the new password, which you share with them privately.${
                user.disabledAt ? ' The account stays disabled until you enable it.' : ''
              }`}
          </DialogDescription>
        </DialogHeader>
        {user && <ResetPasswordForm key={user.id} user={user} onDone={onClose} />}
      </DialogContent>
    </FormDialog>
  );
}

function ResetPasswordForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { id: user.id, password: '' },
  });
  const { errors } = form.formState;
  useDiscardGuard(form);
  const reset = useMutation(trpc.users.resetPassword.mutationOptions());

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(values, {
      onSuccess: () => {
        toast.success(`Password reset for ${userName(user)}`, {
          description:
            'They were signed out everywhere. Share the new password with them privately.',
        });
        onDone();
      },
      onError: (error) => {
        const fieldMessage = invalidFields(error)?.password;
        if (fieldMessage) {
          form.setError('password', { message: fieldMessage }, { shouldFocus: true });
          return;
        }
        toast.error(userErrorMessage(error, 'Failed to reset the password. Please try again.'));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset password">
      <p className="text-sm">
        <span className="text-muted-foreground">Account: </span>
        <span className="break-all">{user.email}</span>
      </p>
      <FormField
        id="reset-password-new"
        label="New password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <PasswordInput
          {...fieldAria('reset-password-new', errors.password?.message, true)}
          autoComplete="new-password"
          {...form.register('password')}
        />
      </FormField>
      <FormDialogFooter
        pending={reset.isPending}
        submit="Reset password"
        pendingText="Resetting..."
        spinnerLabel="Resetting password"
      />
    </form>
  );
}
