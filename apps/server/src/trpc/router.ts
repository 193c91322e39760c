import { createCallerFactory, createTRPCRouter } from './init';
import { analyticsRouter } from './routers/analytics';
import { authRouter } from './routers/auth';
import { cashRouter } from './routers/cash';
import { channelsRouter } from './routers/channels';
import { channexRouter } from './routers/channex';
import { commissionsRouter } from './routers/commissions';
import { dayCloseRouter } from './routers/day-close';
import { foliosRouter } from './routers/folios';
import { guestDataRouter } from './routers/guest-data';
import { guestRegistrationLinkRouter } from './routers/guest-registration-link';
import { guestsRouter } from './routers/guests';
import { holdsRouter } from './routers/holds';
import { landlordAccessRouter } from './routers/landlord-access';
import { landlordPortalRouter } from './routers/landlord-portal';
import { landlordsRouter } from './routers/landlords';
import { liveRouter } from './routers/live';
import { myReservationsRouter } from './routers/my-reservations';
import { ownerUseRouter } from './routers/owner-use';
import { portfolioRouter } from './routers/portfolio';
import { presentationsRouter } from './routers/presentations';
import { publicRouter } from './routers/public';
import { rateCalendarRouter } from './routers/rate-calendar';
import { ratesRouter } from './routers/rates';
import { receiptsRouter } from './routers/receipts';
import { registrationArrivalsRouter } from './routers/registration-arrivals';
import { registrationLinksRouter } from './routers/registration-links';
import { registrationPhotosRouter } from './routers/registration-photos';
import { registrationsRouter } from './routers/registrations';
import { reservationsRouter } from './routers/reservations';
import { settingsRouter } from './routers/settings';
import { unitsRouter } from './routers/units';
import { usersRouter } from './routers/users';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  live: liveRouter,
  public: publicRouter,
  reservations: reservationsRouter,
  units: unitsRouter,
  holds: holdsRouter,
  users: usersRouter,
  guests: guestsRouter,
  myReservations: myReservationsRouter,
  analytics: analyticsRouter,
  portfolio: portfolioRouter,
  settings: settingsRouter,
  channels: channelsRouter,
  channex: channexRouter,
  rates: ratesRouter,
  rateCalendar: rateCalendarRouter,
  presentations: presentationsRouter,
  folios: foliosRouter,
  dayClose: dayCloseRouter,
  cash: cashRouter,
  commissions: commissionsRouter,
  landlords: landlordsRouter,
  landlordAccess: landlordAccessRouter,
  landlordPortal: landlordPortalRouter,
  ownerUse: ownerUseRouter,
  receipts: receiptsRouter,
  registrations: registrationsRouter,
  registrationLinks: registrationLinksRouter,
  registrationArrivals: registrationArrivalsRouter,
  registrationPhotos: registrationPhotosRouter,
  guestData: guestDataRouter,
  guestRegistrationLink: guestRegistrationLinkRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
