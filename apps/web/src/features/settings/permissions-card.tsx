import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdjustableRole,
  CAPABILITY_LABELS,
  type Capability,
  ROLE_LABELS,
} from '@zamalek/domain/roles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { refusalMessage } from '@/lib/errors';
import type { RouterOutputs } from '@/lib/router-types';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

type RolePermissions = RouterOutputs['settings']['overview']['permissions'][number];

/**
 * What each role may do, one checkbox per role and capability. Admins keep everything, and user
 * management and settings stay with them, so neither is listed. A cell that departs from the
 * default matrix says so.
 */
export function PermissionsCard({ permissions }: { permissions: readonly RolePermissions[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(
    trpc.settings.setRoleCapability.mutationOptions({
      onSuccess: async ({ role, capability, allowed }) => {
        const what = CAPABILITY_LABELS[capability].toLowerCase();
        toast.success(`${ROLE_LABELS[role]} ${allowed ? 'may now' : 'may no longer'} ${what}`);
        await queryClient.invalidateQueries({ queryKey: trpc.settings.overview.queryKey() });
      },
      onError: (failure) => {
        toast.error(refusalMessage(failure) ?? 'Could not change the permission.');
      },
    }),
  );
  const capabilities = permissions[0]?.capabilities.map((cell) => cell.capability) ?? [];
  const cellOf = (role: RolePermissions, capability: Capability) =>
    role.capabilities.find((cell) => cell.capability === capability);
  const toggle = (role: AdjustableRole, capability: Capability, allowed: boolean) =>
    change.mutate({ role, capability, allowed });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Roles and permissions</CardTitle>
        <CardDescription>
          Changes apply at once, also to people signed in now. Admins can always do everything.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Permission</TableHead>
              {permissions.map(({ role }) => (
                <TableHead
                  key={role}
                  scope="col"
                  className="hyphens-auto whitespace-normal px-1 text-center text-xs sm:px-2 sm:text-sm"
                >
                  {ROLE_LABELS[role]}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {capabilities.map((capability) => (
              <TableRow key={capability}>
                <TableHead scope="row" className="whitespace-normal font-normal">
                  {CAPABILITY_LABELS[capability]}
                </TableHead>
                {permissions.map((role) => {
                  const cell = cellOf(role, capability);
                  if (!cell) return <TableCell key={role.role} />;
                  const adjusted = cell.allowed !== cell.byDefault;
                  return (
                    <TableCell key={role.role} className="px-1 text-center sm:px-2">
                      <div className="inline-flex flex-col items-center gap-1">
                        <Checkbox
                          checked={cell.allowed}
                          disabled={change.isPending}
                          aria-label={`${ROLE_LABELS[role.role]}: ${CAPABILITY_LABELS[capability]}`}
                          aria-describedby={
                            adjusted ? `adjusted-${role.role}-${capability}` : undefined
                          }
                          onCheckedChange={(checked) =>
                            toggle(role.role, capability, checked === true)
                          }
                        />
                        {adjusted && (
                          <span
                            id={`adjusted-${role.role}-${capability}`}
                            className="text-[11px] text-amber-800"
                          >
                            {cell.allowed ? 'Granted' : 'Withdrawn'}
                          </span>
                        )}
                      </div>
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
