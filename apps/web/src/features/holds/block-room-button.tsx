import type { IsoDate } from '@zamalek/domain/dates';
import { can } from '@zamalek/domain/roles';
import { BanIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { HoldDialog } from '@/features/holds/hold-dialog';
import { useAuth } from '@/lib/auth';

/** "Block room…" and its dialog, for those who may place holds (nothing for others). */
export function BlockRoomButton({
  start,
  variant = 'outline',
}: {
  start?: { unitId?: string; from?: IsoDate };
  variant?: 'outline' | 'default';
}) {
  const allowed = can(useAuth(), 'rooms.holds');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <BanIcon aria-hidden="true" />
        Block room…
      </Button>
      {open && <HoldDialog start={start} onClose={() => setOpen(false)} />}
    </>
  );
}
