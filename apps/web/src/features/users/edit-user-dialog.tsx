import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editUserSchema } from '@zamalek/domain/users';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { FormField, fieldAria } from '@/components/form/form-field';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { RoleSelect } from '@/features/users/role-select';
import { SalesSourceField } from '@/features/users/sales-source-field';
import type { UserRow } from '@/features/users/types';
import { userErrorMessage, userFieldError } from '@/features/users/user-errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Edit User: full name, e-mail, role ("No role" for sales agents) and linked sales source. */
export function EditUserDialog({
  user,
  isSelf,
  isOnlyAdmin,
  onClose,
}: {
  /** The user being edited; null keeps the dialog closed. */
  user: UserRow | null;
  isSelf: boolean;
  isOnlyAdmin: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            {isSelf
              ? 'Your own account.'
              : 'Change the name, e-mail, role or sales source of this account.'}
          </DialogDescription>
        </DialogHeader>
        {user && (
          <EditUserForm
            key={user.id}
            user={user}
            isSelf={isSelf}
            isOnlyAdmin={isOnlyAdmin}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </FormDialog>
  );
}

function EditUserForm({
  user,
  isSelf,
  isOnlyAdmin,
  onDone,
}: {
  user: UserRow;
  isSelf: boolean;
  isOnlyAdmin: boolean;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(editUserSchema),
    defaultValues: {
      id: user.id,
      fullName: user.fullName ?? '',
      email: user.email,
      role: user.role,
      salesSource: user.salesSource ?? '',
    },
  });
  const { errors } = form.formState;
  useDiscardGuard(form);
  const update = useMutation(trpc.users.update.mutationOptions());

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: async () => {
        toast.success('User updated successfully');
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() }),
          // Your own name, e-mail or role show in the header (and decide what you may open).
          isSelf && queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() }),
        ]);
        onDone();
      },
      onError: (error) => {
        const serverMessage = userErrorMessage(error, '');
        const fieldError = userFieldError(error);
        if (fieldError) {
          form.setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
        }
        toast.error('Failed to update user', serverMessage ? { description: serverMessage } : {});
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Edit user">
      <FormField id="edit-user-name" label="Full name" error={errors.fullName?.message}>
        <Input
          {...fieldAria('edit-user-name', errors.fullName?.message)}
          autoComplete="off"
          {...form.register('fullName')}
        />
      </FormField>
      <FormField id="edit-user-email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldAria('edit-user-email', errors.email?.message)}
          type="email"
          inputMode="email"
          autoComplete="off"
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="edit-user-role"
        label="Role"
        error={errors.role?.message}
        hint={
          isOnlyAdmin
            ? 'The only admin: the role stays Admin until another admin exists.'
            : 'No role: signs in to see only their own sales (My Reservations).'
        }
      >
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RoleSelect
              id="edit-user-role"
              value={field.value}
              onChange={field.onChange}
              allowNone
              disabled={isOnlyAdmin}
              describedBy={errors.role?.message ? undefined : 'edit-user-role-hint'}
            />
          )}
        />
      </FormField>
      <SalesSourceField
        id="edit-user-sales-source"
        error={errors.salesSource?.message}
        {...form.register('salesSource')}
      />
      <FormDialogFooter
        pending={update.isPending}
        submit="Save Changes"
        pendingText="Saving..."
        spinnerLabel="Saving"
      />
    </form>
  );
}
