import { ROLES, type Role, roleLabel } from '@zamalek/domain/roles';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

const NO_ROLE = 'none';

/** The four staff roles, and "No role" (sales agents) when `allowNone`. */
export function RoleSelect({
  id,
  value,
  onChange,
  allowNone,
  disabled,
  describedBy,
}: {
  id: string;
  value: Role | null;
  onChange: (role: Role | null) => void;
  allowNone: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
}) {
  return (
    <Select
      value={value ?? NO_ROLE}
      onValueChange={(next) => onChange(ROLES.find((role) => role === next) ?? null)}
      disabled={disabled}
    >
      <SelectTrigger id={id} className="w-full" aria-describedby={describedBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {roleLabel(role)}
          </SelectItem>
        ))}
        {allowNone && (
          <>
            <SelectSeparator />
            <SelectItem value={NO_ROLE}>{roleLabel(null)}</SelectItem>
          </>
        )}
      </SelectContent>
    </Select>
  );
}
