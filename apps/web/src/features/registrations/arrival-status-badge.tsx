import {
  ARRIVAL_REGISTRATION_LABELS,
  type ArrivalRegistrationStatus,
} from '@zamalek/domain/registrations/completeness';
import { Badge } from '@/components/ui/badge';

const VARIANTS = {
  complete: 'success',
  pending: 'warning',
  missing: 'destructive',
} as const satisfies Record<ArrivalRegistrationStatus, 'success' | 'warning' | 'destructive'>;

/** Where a stay's registration stands: Complete (as check-in counts it), Pending or Missing. */
export function ArrivalStatusBadge({
  status,
  named = false,
}: {
  status: ArrivalRegistrationStatus;
  /** Says what the status is of ("Registration: Complete"), where other badges sit beside it. */
  named?: boolean;
}) {
  return (
    <Badge variant={VARIANTS[status]} data-testid="registration-status">
      {named && 'Registration: '}
      {ARRIVAL_REGISTRATION_LABELS[status]}
    </Badge>
  );
}
