import { RadioTowerIcon } from 'lucide-react';

const COLLECTS = {
  ota: 'The channel collected the guest’s payment: the folio shows it paid by the channel, which pays it out less its commission.',
  property: 'The guest pays the property.',
} as const;

/** A channel booking: where its facts come from, and who collects the money. */
export function ChannelBookingNote({
  booking,
  hasRoom,
}: {
  booking: { otaName: string; reference: string | null; paymentCollect: string };
  hasRoom: boolean;
}) {
  const collects = booking.paymentCollect === 'ota' ? COLLECTS.ota : COLLECTS.property;
  return (
    <aside
      aria-label="Channel booking"
      className="flex gap-3 rounded-md border border-sky-200 bg-sky-50 p-3 text-sky-950 text-sm"
    >
      <RadioTowerIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p>
          Booked on {booking.otaName}
          {booking.reference ? ` (${booking.reference})` : ''} through the channel manager. Its
          guests, dates and price change only on the channel and arrive here by themselves; its room
          can be changed here. {collects}
        </p>
        {!hasRoom && (
          <p className="font-medium text-destructive">
            No room of its type was free for it: give it a room, or ask the channel to move the
            guest.
          </p>
        )}
      </div>
    </aside>
  );
}
