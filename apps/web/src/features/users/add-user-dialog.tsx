import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '@zamalek/domain/auth';
import { roleLabel } from '@zamalek/domain/roles';
import { addUserSchema } from '@zamalek/domain/users';
import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { FormField, fieldAria } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { RoleSelect } from '@/features/users/role-select';
import { SalesSourceField } from '@/features/users/sales-source-field';
import { userErrorMessage, userFieldError } from '@/features/users/user-errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const EMPTY = {
  fullName: '',
  email: '',
  password: '',
  role: 'front_desk',
  salesSource: '',
} as const;

/**
 * Add User: the account is created on the server (the admin stays signed in as themselves); the
 * new person signs in with the e-mail and password given here.
 */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  return (
    <FormDialog open={open} onOpenChange={(next) => !creating && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden="true" />
          Add User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>
            Create a staff account. The person signs in with this e-mail and password.
          </DialogDescription>
        </DialogHeader>
        <AddUserForm onPendingChange={setCreating} onDone={() => setOpen(false)} />
      </DialogContent>
    </FormDialog>
  );
}

/** Mounted only while the dialog is open: every opening starts from an empty form. */
function AddUserForm({
  onPendingChange,
  onDone,
}: {
  onPendingChange: (pending: boolean) => void;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(addUserSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  useDiscardGuard(form);
  const create = useMutation(
    trpc.users.create.mutationOptions({
      onMutate: () => onPendingChange(true),
      onSettled: () => onPendingChange(false),
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: async () => {
        toast.success('User created successfully!', {
          description: `${values.fullName} can now sign in with ${values.email} as ${roleLabel(values.role)}.`,
        });
        await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
        onDone();
      },
      onError: (error) => {
        const message = userErrorMessage(error, 'Failed to create user. Please try again.');
        const fieldError = userFieldError(error);
        if (fieldError) {
          form.setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
        }
        toast.error(message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Add user">
      <FormField id="add-user-name" label="Full name" error={errors.fullName?.message}>
        <Input
          {...fieldAria('add-user-name', errors.fullName?.message)}
          autoComplete="off"
          placeholder="Nour El-Sayed"
          {...form.register('fullName')}
        />
      </FormField>
      <FormField id="add-user-email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldAria('add-user-email', errors.email?.message)}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@zamaleksuites.com"
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="add-user-password"
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Share it with the person privately.`}
      >
        <PasswordInput
          {...fieldAria('add-user-password', errors.password?.message, true)}
          autoComplete="new-password"
          {...form.register('password')}
        />
      </FormField>
      <FormField id="add-user-role" label="Role" error={errors.role?.message}>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RoleSelect
              id="add-user-role"
              value={field.value ?? 'front_desk'}
              onChange={(role) => field.onChange(role ?? 'front_desk')}
              allowNone={false}
            />
          )}
        />
      </FormField>
      <SalesSourceField
        id="add-user-sales-source"
        error={errors.salesSource?.message}
        {...form.register('salesSource')}
      />
      <FormDialogFooter
        pending={create.isPending}
        submit="Create User"
        pendingText="Creating..."
        spinnerLabel="Creating user"
      />
    </form>
  );
}
