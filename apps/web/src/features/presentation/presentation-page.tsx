import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { ResponsivePageHeader } from '@/components/page/responsive-page-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';
import { RoomTypeCard } from './room-type-card';

/**
 * /rooms/presentation (admins and managers): how the public site presents each room type —
 * public name, description and highlights in English and Arabic, amenities, photos — and, if
 * wanted, a room's own public name. Rooms' internal names never reach guests.
 */
export function PresentationPage() {
  const trpc = useTRPC();
  const list = useQuery(trpc.presentations.list.queryOptions());
  return (
    <div className="mx-auto max-w-5xl">
      <ResponsivePageHeader
        title="Suite Presentation"
        subtitle="What guests see of each room type on the public site and in the booking wizard"
        actions={
          <Link to="/rooms" className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
            Rooms
          </Link>
        }
      />
      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading room types" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          Could not load the room types. Please reload the page.
        </p>
      ) : list.data.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-muted-foreground">
          No room types yet. Give rooms a type on the Rooms page first.
        </p>
      ) : (
        <div className="grid gap-8">
          {list.data.map((type) => (
            <RoomTypeCard key={type.unitType} type={type} />
          ))}
        </div>
      )}
    </div>
  );
}
