import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { changePasswordFormSchema, PASSWORD_MIN_LENGTH } from '@zamalek/domain/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
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
import { changePasswordRefusal } from '@/features/account/password-errors';
import { useRefreshSession } from '@/lib/auth';
import { appErrorCode } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password, for whoever is signed in: the current password and the new one twice. The
 * server ends the user's other sessions and keeps this one.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>
            You stay signed in here. Every other device and browser signed in as you is signed out
            and needs the new password.
          </DialogDescription>
        </DialogHeader>
        {open && <ChangePasswordForm onDone={onClose} />}
      </DialogContent>
    </FormDialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const refreshSession = useRefreshSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  useDiscardGuard(form);
  const change = useMutation(trpc.auth.changePassword.mutationOptions());

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setServerError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success('Password changed', {
            description: 'Your other devices were signed out.',
          });
          onDone();
        },
        onError: (error) => {
          // Signed out meanwhile (everywhere, by another device): the back office then leaves.
          if (appErrorCode(error) === 'NOT_SIGNED_IN') {
            void refreshSession();
            return;
          }
          const refusal = changePasswordRefusal(error);
          if (refusal.field) {
            form.setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
          } else {
            setServerError(refusal.message);
          }
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <FormField
        id="change-password-current"
        label="Current password"
        error={errors.currentPassword?.message}
      >
        <PasswordInput
          {...fieldAria('change-password-current', errors.currentPassword?.message)}
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </FormField>
      <FormField
        id="change-password-new"
        label="New password"
        error={errors.newPassword?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <PasswordInput
          {...fieldAria('change-password-new', errors.newPassword?.message, true)}
          autoComplete="new-password"
          {...form.register('newPassword')}
        />
      </FormField>
      <FormField
        id="change-password-confirm"
        label="New password again"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          {...fieldAria('change-password-confirm', errors.confirmPassword?.message)}
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
      </FormField>
      <FormDialogFooter
        pending={change.isPending}
        submit="Change password"
        pendingText="Changing..."
        spinnerLabel="Changing password"
      />
    </form>
  );
}
