import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type Gender, requiresMarriageCertificate } from '@zamalek/domain/marriage';
import { can } from '@zamalek/domain/roles';
import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useFormDialog } from '@/components/form/form-dialog';
import { RoomNotReady } from '@/components/stay/room-not-ready';
import { StatusBadge } from '@/components/stay/stay-badges';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FolioCard } from '@/features/folio/folio-card';
import { DeskButtons } from '@/features/front-desk/desk-buttons';
import { RegistrationCard } from '@/features/registrations/registration-card';
import { DeleteReservationButton } from '@/features/reservation-detail/delete-reservation-button';
import { DocumentsCard } from '@/features/reservation-detail/documents-card';
import { HistoryCard } from '@/features/reservation-detail/history-card';
import {
  EDIT_FORM_ID,
  ReservationEditForm,
} from '@/features/reservation-detail/reservation-edit-form';
import {
  BookingDetailsCard,
  GuestInformationCard,
  StatusNotesCard,
} from '@/features/reservation-detail/view-cards';
import { useAuth } from '@/lib/auth';
import { appErrorCode, invalidFields } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { ChannelBookingNote } from './channel-booking-note';

function genderOf(value: string | undefined): Gender | null {
  return value === 'male' || value === 'female' ? value : null;
}

function BackButton() {
  return (
    <Button asChild variant="outline" size="icon" aria-label="Back" title="Back">
      <Link to="/admin">
        <ArrowLeftIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** /reservation/{id}: the four cards, the history, and edit/delete for those allowed. */
export function ReservationDetailPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.reservations.byId.queryOptions({ id }));
  const auth = useAuth();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  // Cancel leaves edit mode, asking first while the form holds changes.
  const editMode = useFormDialog(() => setEditing(false));

  if (detail.isPending) {
    return (
      <div className="flex items-center gap-3 py-16 text-muted-foreground" role="status">
        <Spinner className="size-5" label="Loading reservation" />
        Loading...
      </div>
    );
  }
  if (detail.isError) {
    // No such reservation, or an address that cannot name one (not an id).
    const missing =
      appErrorCode(detail.error) === 'NOT_FOUND' || invalidFields(detail.error) !== null;
    return (
      <div className="grid gap-4">
        <div className="flex items-center gap-3">
          <BackButton />
          <h1 className="font-serif text-3xl text-primary">
            {missing ? 'Reservation not found' : 'Reservation unavailable'}
          </h1>
        </div>
        <p className="text-muted-foreground">
          {missing
            ? 'It may have been deleted. Go back to the reservation list.'
            : 'The reservation could not be loaded. Please try again.'}
        </p>
      </div>
    );
  }

  const { reservation, documents, history, permissions } = detail.data;
  const { deskActions } = detail.data;
  const showsFolio = can(auth, 'folio.view');
  const offersDesk =
    deskActions.checkIn ||
    deskActions.checkOut ||
    deskActions.undoCheckIn ||
    deskActions.undoCheckOut;

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <BackButton />
        <div className="min-w-0 flex-1">
          <p className="text-muted-foreground text-xs">Reservation</p>
          <h1 className="flex flex-wrap items-center gap-x-2 gap-y-1 break-all font-mono font-semibold text-lg text-primary sm:text-xl md:text-2xl">
            {reservation.bookingReference}
            <StatusBadge status={reservation.displayStatus} className="font-sans" />
          </h1>
          {detail.data.room.notReady && <RoomNotReady className="mt-1" />}
        </div>
        {!editing && offersDesk && (
          <div className="flex basis-full flex-wrap justify-end gap-2 sm:basis-auto">
            <DeskButtons id={reservation.id} actions={deskActions} />
          </div>
        )}
        {permissions.edit && (
          <div className="flex basis-full flex-wrap justify-end gap-2 sm:basis-auto">
            {editing ? (
              <>
                <Button
                  type="button"
                  variant="outline"
                  disabled={saving}
                  onClick={editMode.requestClose}
                >
                  Cancel
                </Button>
                <Button type="submit" form={EDIT_FORM_ID} disabled={saving}>
                  {saving && <Spinner label="Saving" />}
                  {saving ? 'Saving...' : 'Save Changes'}
                </Button>
              </>
            ) : (
              <>
                <Button type="button" variant="outline" onClick={() => setEditing(true)}>
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Button>
                {permissions.delete && <DeleteReservationButton id={reservation.id} />}
              </>
            )}
          </div>
        )}
        {!permissions.edit && permissions.delete && <DeleteReservationButton id={reservation.id} />}
      </header>

      {detail.data.channelBooking && (
        <ChannelBookingNote
          booking={detail.data.channelBooking}
          hasRoom={reservation.unitId !== null}
        />
      )}

      {editing ? (
        editMode.guard(
          <ReservationEditForm
            detail={detail.data}
            onSaved={() => setEditing(false)}
            onPendingChange={setSaving}
          />,
        )
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <GuestInformationCard reservation={reservation} />
          <BookingDetailsCard reservation={reservation} price={detail.data.price} />
          <StatusNotesCard reservation={reservation} desk={detail.data.desk} />
          <DocumentsCard
            reservationId={reservation.id}
            documents={documents}
            canDownload={permissions.downloadDocuments}
            canEdit={permissions.edit}
            certificateRequired={requiresMarriageCertificate({
              adults: reservation.adults,
              nationality: reservation.guestNationality,
              guests: reservation.guestTypes.map((type, index) => ({
                type: type === 'child' ? 'child' : 'adult',
                gender: genderOf(reservation.guestGenders[index]),
              })),
            })}
          />
        </div>
      )}
      {!editing && can(auth, 'registrations.manage') && (
        <RegistrationCard reservationId={reservation.id} />
      )}
      {!editing && showsFolio && <FolioCard reservationId={reservation.id} />}
      <HistoryCard history={history} />
    </div>
  );
}
