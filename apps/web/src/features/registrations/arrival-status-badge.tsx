import {
  ARRIVAL_REGISTRATION_LABELS,
  type ArrivalRegistrationStatus,
} from '@zamalek/domain/registrations/completeness';
import { Badge } from '@/components/ui/badge';

/** Green complete, amber pending, red missing (as the registration card's), with the words. */
const STATUS_CLASSES: Record<ArrivalRegistrationStatus, string> = {
  complete: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  missing: 'border-red-200 bg-red-50 text-red-700',
};

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
    <Badge variant="outline" className={STATUS_CLASSES[status]} data-testid="registration-status">
      {named && 'Registration: '}
      {ARRIVAL_REGISTRATION_LABELS[status]}
    </Badge>
  );
}
