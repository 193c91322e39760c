import { useQuery } from '@tanstack/react-query';
import { roleLabel } from '@zamalek/domain/roles';
import { KeyRoundIcon, PencilIcon, UserCheckIcon, UserXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DataTable, EmptyRow } from '@/components/data-table/data-table';
import { ResponsivePageHeader } from '@/components/page/responsive-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { AddUserDialog } from '@/features/users/add-user-dialog';
import { DisableUserDialog, userName } from '@/features/users/disable-user-dialog';
import { EditUserDialog } from '@/features/users/edit-user-dialog';
import { ResetPasswordDialog } from '@/features/users/reset-password-dialog';
import type { UserRow } from '@/features/users/types';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

const NO_USERS: UserRow[] = [];
const COLUMNS = ['Name', 'Email', 'Role', 'Sales source', 'Status', 'Actions'] as const;

function RoleBadge({ user }: { user: UserRow }) {
  return user.role ? (
    <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>{roleLabel(user.role)}</Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      {roleLabel(null)}
    </Badge>
  );
}

/** The linked booking source, or a quiet dash: My Reservations shows them nothing without one. */
function SalesSource({ user }: { user: UserRow }) {
  return user.salesSource ? (
    <span className="block min-w-0 truncate" title={user.salesSource} data-testid="sales-source">
      {user.salesSource}
    </span>
  ) : (
    <span className="text-muted-foreground" data-testid="sales-source">
      Not linked
    </span>
  );
}

function StatusBadge({ user }: { user: UserRow }) {
  return user.disabledAt ? (
    <Badge variant="outline" className="border-slate-200 bg-slate-100 text-slate-700">
      Disabled
    </Badge>
  ) : (
    <Badge variant="outline" className="border-emerald-200 bg-emerald-50 text-emerald-800">
      Active
    </Badge>
  );
}

function NameCell({ user, isSelf }: { user: UserRow; isSelf: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className={cn('truncate font-medium', !user.fullName && 'text-muted-foreground')}>
        {user.fullName?.trim() || 'No name'}
      </span>
      {isSelf && (
        <Badge variant="accent" className="font-normal">
          You
        </Badge>
      )}
    </span>
  );
}

function UserActions({
  user,
  isSelf,
  onEdit,
  onResetPassword,
  onToggle,
}: {
  user: UserRow;
  isSelf: boolean;
  onEdit: () => void;
  onResetPassword: () => void;
  onToggle: () => void;
}) {
  const name = userName(user);
  return (
    <div className="flex flex-wrap items-center gap-1.5 xl:flex-nowrap">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      {/* Your own password is changed from the user menu, with the current one. */}
      {!isSelf && (
        <Button
          variant="outline"
          size="sm"
          onClick={onResetPassword}
          aria-label={`Reset password for ${name}`}
        >
          <KeyRoundIcon aria-hidden="true" />
          Reset password
        </Button>
      )}
      {/* Nobody disables themselves (the server refuses it too). */}
      {!isSelf &&
        (user.disabledAt ? (
          <Button variant="outline" size="sm" onClick={onToggle} aria-label={`Enable ${name}`}>
            <UserCheckIcon aria-hidden="true" />
            Enable
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={onToggle}
            aria-label={`Disable ${name}`}
            className="text-destructive hover:text-destructive"
          >
            <UserXIcon aria-hidden="true" />
            Disable
          </Button>
        ))}
    </div>
  );
}

/**
 * User Management: every account with its role and status; add, edit, reset a password, disable
 * and enable.
 */
export function UsersPage() {
  const trpc = useTRPC();
  const { user: me } = useAuth();
  // The table wants ~1,100 px with its three actions; narrower screens get cards.
  const isDesktop = useMediaQuery('(min-width: 1280px)');
  const list = useQuery(trpc.users.list.queryOptions());
  const users = list.data ?? NO_USERS;
  const [editingId, setEditingId] = useState<string | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const [resettingId, setResettingId] = useState<string | null>(null);

  useEffect(() => {
    if (list.isError) toast.error('Failed to fetch users');
  }, [list.isError]);

  const activeAdmins = users.filter((user) => user.role === 'admin' && !user.disabledAt);
  const editing = users.find((user) => user.id === editingId) ?? null;
  const toggling = users.find((user) => user.id === togglingId) ?? null;
  const resetting = users.find((user) => user.id === resettingId) ?? null;
  const isSelf = (user: UserRow) => user.id === me?.id;
  const actions = (user: UserRow) => (
    <UserActions
      user={user}
      isSelf={isSelf(user)}
      onEdit={() => setEditingId(user.id)}
      onResetPassword={() => setResettingId(user.id)}
      onToggle={() => setTogglingId(user.id)}
    />
  );
  const empty = list.isPending ? (
    <Spinner className="inline size-6 text-brand" label="Loading users" />
  ) : list.isError ? (
    'Failed to fetch users'
  ) : (
    'No users yet'
  );

  return (
    <>
      <ResponsivePageHeader
        title="User Management"
        subtitle="Accounts, their roles and the booking sources they sell under"
        actions={<AddUserDialog />}
      />
      {isDesktop ? (
        <DataTable
          label="Users"
          busy={list.isFetching}
          head={COLUMNS.map((column) => (
            <TableHead key={column} className="px-4 text-muted-foreground text-xs">
              {column}
            </TableHead>
          ))}
        >
          <TableBody className="[&_td]:px-4 [&_td]:py-2.5">
            {users.length === 0 ? (
              <EmptyRow columns={COLUMNS.length}>{empty}</EmptyRow>
            ) : (
              users.map((user) => (
                <TableRow
                  key={user.id}
                  data-testid="user-row"
                  className={cn(user.disabledAt && 'text-muted-foreground')}
                >
                  <TableCell className="max-w-64">
                    <NameCell user={user} isSelf={isSelf(user)} />
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>
                    <RoleBadge user={user} />
                  </TableCell>
                  <TableCell className="max-w-48">
                    <SalesSource user={user} />
                  </TableCell>
                  <TableCell>
                    <StatusBadge user={user} />
                  </TableCell>
                  <TableCell>{actions(user)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </DataTable>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2" aria-busy={list.isFetching}>
          {users.length === 0 ? (
            <p className="rounded-lg border bg-card px-4 py-10 text-center text-muted-foreground text-sm sm:col-span-2">
              {empty}
            </p>
          ) : (
            users.map((user) => (
              <Card key={user.id} className="gap-3 py-4" data-testid="user-row">
                <CardHeader className="px-4">
                  <NameCell user={user} isSelf={isSelf(user)} />
                  <span className="truncate text-muted-foreground text-sm">{user.email}</span>
                </CardHeader>
                <CardContent className="grid gap-2 px-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <RoleBadge user={user} />
                    <StatusBadge user={user} />
                  </div>
                  <p className="flex min-w-0 gap-1.5 text-sm">
                    <span className="shrink-0 text-muted-foreground">Sales source:</span>
                    <SalesSource user={user} />
                  </p>
                </CardContent>
                <CardFooter className="mt-auto px-4">{actions(user)}</CardFooter>
              </Card>
            ))
          )}
        </div>
      )}
      <EditUserDialog
        user={editing}
        isSelf={editing !== null && isSelf(editing)}
        isOnlyAdmin={
          editing?.role === 'admin' &&
          activeAdmins.length === 1 &&
          activeAdmins[0]?.id === editing.id
        }
        onClose={() => setEditingId(null)}
      />
      <DisableUserDialog user={toggling} onClose={() => setTogglingId(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResettingId(null)} />
    </>
  );
}
