import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLES, type Role, roleLabel } from '@zamalek/domain/roles';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { selectClass } from '@/components/ui/native-select';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const NONE = '';
const isRole = (value: string): value is Role => ROLES.some((role) => role === value);

/**
 * Who works where: everyone with an account and their role at each property (none: they do not
 * work there). An owner gives, changes or takes away a role; the person's open screens follow.
 */
export function PeopleCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const people = useQuery(trpc.portfolio.people.queryOptions());
  const properties = useQuery(trpc.portfolio.properties.queryOptions());
  const setRole = useMutation(
    trpc.portfolio.setRole.mutationOptions({
      onSuccess: () => toast.success('Role saved'),
      onError: (failure) => toast.error(refusalMessage(failure) ?? 'Could not save the role.'),
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: trpc.portfolio.people.queryKey() }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">People and their roles</h2>
        </CardTitle>
        <CardDescription>
          A role is per property: a manager at one building can be front desk at another. Owners
          work at every property as its admin unless given another role there.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {people.isError || properties.isError ? (
          <p role="alert" className="text-destructive">
            Could not load the people. Please reload the page.
          </p>
        ) : (
          <Table aria-label="Roles by property">
            <TableHeader>
              <TableRow>
                <TableHead>Person</TableHead>
                {(properties.data ?? []).map((property) => (
                  <TableHead key={property.id}>{property.name}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {(people.data ?? []).map((person) => (
                <TableRow key={person.id}>
                  <TableCell>
                    <span className="font-medium">{person.fullName ?? person.email}</span>{' '}
                    {person.owner && <Badge>Owner</Badge>}{' '}
                    {person.disabled && <Badge variant="secondary">Disabled</Badge>}
                    <span className="block text-muted-foreground text-xs">{person.email}</span>
                  </TableCell>
                  {(properties.data ?? []).map((property) => {
                    const held = person.roles.find((entry) => entry.propertyId === property.id);
                    const label = `Role of ${person.fullName ?? person.email} at ${property.name}`;
                    return (
                      <TableCell key={property.id}>
                        <select
                          aria-label={label}
                          className={selectClass}
                          value={held?.role ?? NONE}
                          disabled={setRole.isPending}
                          onChange={(event) => {
                            const value = event.target.value;
                            setRole.mutate({
                              userId: person.id,
                              propertyId: property.id,
                              role: isRole(value) ? value : null,
                            });
                          }}
                        >
                          <option value={NONE}>{person.owner ? 'Owner (admin)' : 'No role'}</option>
                          {ROLES.map((role) => (
                            <option key={role} value={role}>
                              {roleLabel(role)}
                            </option>
                          ))}
                        </select>
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
