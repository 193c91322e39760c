import { formatMarkup } from '@zamalek/domain/channels/channex-mapping';
import { Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MapRoomTypeForm } from './map-room-type-form';
import { RatePlanForm } from './rate-plan-form';
import type { ChannexRoomType } from './types';
import { useChannexActions } from './use-channex';

/** One room type: its Channex room type and the rate plans priced from its rates. */
export function RoomTypeMapping({ type }: { type: ChannexRoomType }) {
  const { unmap, removePlan } = useChannexActions();
  const mapped = type.channexRoomTypeId !== null;
  return (
    <li className="grid gap-3 rounded-md border p-3" aria-label={`Room type ${type.code}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{type.code}</span>
        {type.name !== type.code && <span className="text-muted-foreground">{type.name}</span>}
        {mapped ? (
          <Badge variant="secondary">Sent to Channex</Badge>
        ) : (
          <Badge variant="outline">Not mapped</Badge>
        )}
        {mapped && (
          <Button
            variant="outline"
            size="sm"
            className="ms-auto"
            disabled={unmap.isPending}
            onClick={() => {
              if (
                window.confirm(
                  `Stop sending ${type.code} to Channex? Its rate plans here are removed; Channex keeps what it was last sent.`,
                )
              )
                unmap.mutate({ roomTypeId: type.roomTypeId, channexRoomTypeId: null });
            }}
          >
            Unmap {type.code}
          </Button>
        )}
      </div>
      <MapRoomTypeForm
        roomTypeId={type.roomTypeId}
        code={type.code}
        saved={type.channexRoomTypeId}
      />
      {mapped && (
        <div className="grid gap-2 border-t pt-3">
          <h4 className="font-medium text-sm">Rate plans</h4>
          {type.ratePlans.length === 0 ? (
            <p className="text-amber-700 text-sm">
              No rate plan yet: Channex gets this type's availability but no prices or stay rules.
            </p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {type.ratePlans.map((plan) => (
                <li key={plan.id} className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{plan.name}</span>
                  <span>{formatMarkup(plan.markupKind, plan.markup)}</span>
                  <span className="break-all font-mono text-muted-foreground text-xs">
                    {plan.channexRatePlanId}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ms-auto"
                    disabled={removePlan.isPending}
                    aria-label={`Remove rate plan ${plan.name} of ${type.code}`}
                    onClick={() => removePlan.mutate({ id: plan.id })}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <RatePlanForm roomTypeId={type.roomTypeId} code={type.code} />
        </div>
      )}
    </li>
  );
}
