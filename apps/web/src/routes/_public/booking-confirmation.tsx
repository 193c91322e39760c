import { createFileRoute, Link } from '@tanstack/react-router';
import { CircleCheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PublicPage } from '@/features/public/public-page';

export const Route = createFileRoute('/_public/booking-confirmation')({
  head: () => ({ meta: [{ title: 'Booking Confirmed · Zamalek Suites' }] }),
  component: BookingConfirmation,
});

function BookingConfirmation() {
  return (
    <PublicPage title="Booking Confirmed!">
      <div className="max-w-xl space-y-6">
        <div className="flex items-center gap-3 text-success">
          <CircleCheckIcon className="size-6" aria-hidden="true" />
          <p className="font-medium">We've received your reservation.</p>
        </div>
        <section aria-labelledby="whats-next" className="space-y-3">
          <h2 id="whats-next" className="font-serif text-2xl text-primary">
            What's next
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
            <li>Check your e-mail for your booking confirmation.</li>
            <li>Check-in instructions arrive 24 hours before your arrival.</li>
            <li>Our concierge is here for anything you need before your stay.</li>
          </ul>
        </section>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/">Back to home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/suites">Explore suites</Link>
          </Button>
        </div>
      </div>
    </PublicPage>
  );
}
