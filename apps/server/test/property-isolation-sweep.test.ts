import { randomUUID } from 'node:crypto';
import { getUntypedClient, TRPCClientError } from '@trpc/client';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import { insertUser } from '@zamalek/db/queries/users';
import {
  cashDrawers,
  channelConflicts,
  channexConnections,
  channexRatePlans,
  channexRoomTypes,
  properties,
  suitePhotos,
} from '@zamalek/db/schema';
import { createTestDatabase, firstPropertyId, type TestDatabase } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { ROLES, type Role } from '@zamalek/domain/roles';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/password';
import { appRouter } from '../src/trpc/router';
import { testEnv } from './support/app';
import { createApiClient } from './support/client';
import { PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { createSocketClient, errorCode } from './support/socket-client';
import { TEST_PASSWORD } from './support/users';

/**
 * The isolation sweep: every procedure of the app router and every HTTP route is listed below
 * with how it is kept to the property a request acts at, and checked with two properties side by
 * side. A (the migrated first property) has a user of each role; B (inserted here) has rooms,
 * stays, holds, guests, documents, seasons, taxes, presentations, photos, feeds, conflicts, room
 * problems and staff of its own. For each role at A, over HTTP and over an open WebSocket:
 * - an input naming B's rows is answered exactly as the same input naming rows nobody has;
 * - an answer never names anything of B (its ids, or any text it holds: every one has "Bmark");
 * - a request naming B (`X-Property`, `?property=`) is "not found";
 * and at the end every row of B is as it was. A procedure or route added without a row here
 * fails the guard tests, so each new one is classified when it is written.
 */

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const month = day(40).slice(0, 7);

/** Every text B holds carries this, so any answer naming B is found by it. */
const B_MARK = 'bmark';

/** The rows an input may point at: B's, or ones that do not exist. */
interface Targets {
  unit: string;
  stay: string;
  hold: string;
  document: string;
  season: string;
  feed: string;
  conflict: string;
  charge: string;
  photo: string;
  problem: string;
  user: string;
  /** A room type. */
  roomType: string;
  /** A stay's folio, and a journal posted to it. */
  folio: string;
  journal: string;
  /** A cash drawer (its holder's, opened by the cash they took). */
  drawer: string;
  /** The receipt of B's deposit. */
  receipt: string;
  /** A Channex rate plan of B's mapped room type. */
  ratePlan: string;
  /** A stay of B moved to make room for a channel booking. */
  repackMove: number;
  /** A landlord of B's, with a statement issued. */
  landlord: string;
  statement: string;
  /** A landlord's expense (its journal), with its receipt. */
  expense: string;
  /** A landlord's pending request to use their room. */
  ownerUseRequest: string;
  /** A guest's signed registration of B's stay. */
  registration: string;
  /** A photo of that guest's ID. */
  idPhoto: string;
}

/** A's own rows, for inputs that pair one of A's with one of B's. */
interface Own {
  unit: string;
  otherUnit: string;
  stay: string;
  arrival: string;
  hold: string;
  season: string;
  charge: string;
  roomType: string;
  details: Record<string, unknown>;
}

type Build = (t: Targets, own: Own) => unknown;
type Plain = (own: Own) => unknown;

type Row =
  /** Open without signing in; any input it takes is the public site's. */
  | { kind: 'public'; why: string; byId?: Build[] }
  /** The signed-in account's own (no property's data). */
  | { kind: 'self'; why: string; plain?: Plain[] }
  /** Events of the live channel: see the live test. */
  | { kind: 'live'; why: string }
  | Scoped;

/**
 * Acts at the request's property. `byId`: inputs naming another row, answered for B's rows as for
 * rows nobody has. `plain`: inputs naming none, whose answers must name nothing of B. `knownLeak`:
 * B's rows are reachable today; the test expects that failure until it is fixed (then remove it).
 */
interface Scoped {
  kind: 'scoped';
  byId?: Build[];
  plain?: Plain[];
  knownLeak?: string;
}

// Inputs, one small function each.
const stayDates = { checkIn: day(5), checkOut: day(7) };
const season = (roomTypeId: string, unitId: string | null = null) => ({
  name: 'Sweep season',
  roomTypeId,
  unitId,
  startDate: day(100),
  endDate: day(104),
  nightly: 150,
});
const seasonUpdate = (id: string, roomTypeId: string) => ({ id, ...season(roomTypeId) });
const seasonCopy = (id: string, roomTypeId: string) => ({
  id,
  startDate: day(200),
  roomTypeId,
});
const rateMonth = (roomTypeId: string, unitId: string | null = null) => ({
  roomTypeId,
  unitId,
  month,
});
const typePricing = (roomTypeId: string) => ({
  roomTypeId,
  weeklyDiscountPercent: 3,
  monthlyDiscountPercent: 6,
  baseOccupancy: 2,
  extraGuest: 10,
});
const presentation = (roomTypeId: string, code = 'Sweep type') => ({
  roomTypeId,
  code,
  name: 'Sweep presented',
  nameAr: null,
  description: null,
  descriptionAr: null,
  highlights: [],
  highlightsAr: [],
  amenities: [],
});
const photoOrder = (roomTypeId: string, photoId: string) => ({
  roomTypeId,
  photoIds: [photoId],
});
const folioCharge = (reservationId: string, folioId: string | null = null) => ({
  reservationId,
  folioId,
  code: 'laundry' as const,
  amountMinor: 500,
  memo: '',
  idempotencyKey: randomUUID(),
});
const folioPayment = (reservationId: string, folioId: string | null = null) => ({
  reservationId,
  folioId,
  purpose: 'payment' as const,
  method: 'cash' as const,
  amountMinor: 500,
  note: '',
  idempotencyKey: randomUUID(),
});
const keepSecurity = (reservationId: string, folioId: string | null = null) => ({
  reservationId,
  folioId,
  amountMinor: 100,
  reason: 'Sweep',
  idempotencyKey: randomUUID(),
});
const folioRefund = (reservationId: string, folioId: string | null = null) => ({
  reservationId,
  folioId,
  from: 'deposit' as const,
  method: 'cash' as const,
  amountMinor: 500,
  reason: 'Sweep',
  idempotencyKey: randomUUID(),
});
const roomFields = (name: string) => ({ name, unitType: 'One Bedroom', baseRate: 100 });
const holdFields = (unitId: string) => ({
  unitId,
  kind: 'other' as const,
  reason: 'Sweep',
  from: day(120),
  to: day(121),
});
const chargeFields = { name: 'Sweep fee', kind: 'fee', basis: 'per_stay', amount: 5 } as const;
const manualStay = (unitId: string, documentId: string | null = null) => ({
  unitId,
  checkIn: day(150),
  checkOut: day(152),
  adults: 1,
  children: 0,
  guests: [{ name: 'Sweep Guest', type: 'adult' as const, gender: 'female' as const }],
  nationality: 'Egyptian',
  idType: 'passport' as const,
  documents: { idFront: documentId, idBack: null, marriageCertificate: null },
  contactEmail: 'sweep.guest@example.com',
  phoneCode: '+20',
  phoneNumber: '1000000000',
  source: 'Direct',
  pricePerNight: null,
  notes: '',
});
const stayEdit = (unitId: string) => ({
  unitId,
  ...stayDates,
  numberOfGuests: 1,
  guestNames: ['Sweep Guest'],
  guestGenders: ['female' as const],
  guestNationality: 'Egyptian',
  contactEmail: 'sweep.guest@example.com',
  contactPhone: '+201000000000',
  pricePerNight: null,
  commissionRate: 10,
  source: 'Direct',
  displayStatus: 'Upcoming' as const,
  notes: '',
  channel: 'Manual',
});
const move = (id: string, unitId: string) => ({ id, unitId, ...stayDates });
const staffQuote = (unitId: string) => ({ unitId, ...stayDates, guests: 1 });
const range = { from: day(-30), to: day(30) };
const ratePlan = (roomTypeId: string) => ({
  roomTypeId,
  channexRatePlanId: randomUUID(),
  name: 'Sweep plan',
  markupKind: 'percent',
  markup: 1000,
});
const fresh = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

const PUBLIC = (why: string): Row => ({ kind: 'public', why });
/** Staff are refused; a landlord's account reads only its own landlord's (landlord-portal test). */
const LANDLORD_OWN: Row = {
  kind: 'self',
  why: "a landlord's own pages, narrowed to the landlord the account is linked to",
};

const PROCEDURES: Record<string, Row> = {
  'auth.session': PUBLIC('who is signed in, at the property the request names'),
  'auth.signIn': PUBLIC('signing in'),
  'auth.signUp': PUBLIC('signing up (no role anywhere)'),
  'auth.signOut': PUBLIC("ends the request's own session"),
  'auth.changePassword': { kind: 'self', why: "the account's own password" },
  'auth.signOutEverywhere': { kind: 'self', why: "the account's own sessions" },
  'live.changes': { kind: 'live', why: 'the live channel (see its own test)' },
  // Every property at once, by design: refused to everyone but the organisation's owners.
  'portfolio.overview': {
    kind: 'self',
    why: "the organisation's owners only",
    plain: [() => ({ from: day(0), to: day(30) })],
  },
  'portfolio.properties': {
    kind: 'self',
    why: "the organisation's owners only",
    plain: [() => undefined],
  },
  'portfolio.people': {
    kind: 'self',
    why: "the organisation's owners only",
    plain: [() => undefined],
  },
  'portfolio.addProperty': { kind: 'self', why: "the organisation's owners only" },
  'portfolio.setRole': { kind: 'self', why: "the organisation's owners only" },
  'portfolio.setStatus': { kind: 'self', why: "the organisation's owners only" },
  'myReservations.overview': {
    kind: 'self',
    why: "an agent's own sales, by the sales source an admin linked to the account",
    plain: [() => undefined],
  },

  'public.today': PUBLIC("the public site's property"),
  'public.locations': PUBLIC('every property, as the Locations page lists them on purpose'),
  'public.property': PUBLIC("the public site's property"),
  'public.displayCurrency': PUBLIC("the public site's property"),
  'public.suites': PUBLIC("the public site's property"),
  'public.availability': PUBLIC("the public site's property"),
  'public.nearestStays': PUBLIC("the public site's property"),
  'public.confirmation': PUBLIC("a booking's secret token"),
  'guestRegistrationLink.welcome': PUBLIC("a registration link's secret token"),
  'guestRegistrationLink.enter': PUBLIC("a registration link's secret token and last name"),
  'guestRegistrationLink.save': PUBLIC("a registration link's secret token and last name"),
  'guestRegistrationLink.sign': PUBLIC("a registration link's secret token and last name"),
  'guestRegistrationLink.arrival': PUBLIC("a registration link's secret token and last name"),
  'public.soldOutNights': {
    kind: 'public',
    why: "the public site's property",
    byId: [(t) => ({ month, suiteId: t.unit })],
  },
  'public.quote': {
    kind: 'public',
    why: "the public site's property",
    byId: [(t) => ({ unitId: t.unit, stay: stayDates, guests: 1 })],
  },
  'public.book': {
    kind: 'public',
    why: "the public site's property",
    byId: [
      (t) => ({
        unitId: t.unit,
        stay: { checkIn: day(160), checkOut: day(161) },
        guest: { adults: 1, children: 0, guestNames: ['Sweep Guest'], email: 'g@example.com' },
        language: 'en',
      }),
    ],
  },

  'reservations.dashboard': { kind: 'scoped', plain: [() => undefined] },
  'reservations.dashboardList': {
    kind: 'scoped',
    plain: ['arrivals', 'departures', 'inHouse', 'newBookings'].map((card) => () => ({ card })),
  },
  'reservations.list': {
    kind: 'scoped',
    plain: [() => ({}), () => ({ search: 'Bertha' }), () => ({ status: 'all' })],
    byId: [(t) => ({ unitId: t.unit })],
  },
  'reservations.listTotal': {
    kind: 'scoped',
    plain: [() => ({}), () => ({ search: 'Bertha' })],
    byId: [(t) => ({ unitId: t.unit })],
  },
  'reservations.calendar': { kind: 'scoped', plain: [() => range] },
  'reservations.byId': { kind: 'scoped', byId: [(t) => ({ id: t.stay })] },
  'reservations.freeUnits': {
    kind: 'scoped',
    plain: [() => ({ stay: stayDates })],
    byId: [(t) => ({ stay: stayDates, exceptReservationId: t.stay })],
  },
  'reservations.unitOptions': { kind: 'scoped', plain: [() => undefined] },
  'reservations.sourceNames': { kind: 'scoped', plain: [() => undefined] },
  'reservations.checkIn': {
    kind: 'scoped',
    byId: [(t) => ({ id: t.stay }), (t, own) => ({ id: own.arrival, unitId: t.unit })],
  },
  'reservations.checkInRoom': { kind: 'scoped', byId: [(t) => ({ id: t.stay })] },
  'reservations.checkOut': { kind: 'scoped', byId: [(t) => ({ id: t.stay })] },
  'reservations.checkOutBill': { kind: 'scoped', byId: [(t) => ({ id: t.stay })] },
  'reservations.undoCheckIn': { kind: 'scoped', byId: [(t) => ({ id: t.stay })] },
  'reservations.undoCheckOut': { kind: 'scoped', byId: [(t) => ({ id: t.stay })] },
  'reservations.walkIn': {
    kind: 'scoped',
    byId: [
      (t) => ({
        unitId: t.unit,
        checkIn: today,
        checkOut: day(1),
        guestName: 'Sweep Walk-in',
        contactPhone: '+201000000000',
      }),
    ],
  },
  'reservations.attachDocument': {
    kind: 'scoped',
    byId: [
      (t) => ({ reservationId: t.stay, documentId: t.document }),
      (t, own) => ({ reservationId: own.stay, documentId: t.document }),
    ],
  },
  'reservations.move': {
    kind: 'scoped',
    byId: [(t, own) => move(t.stay, own.otherUnit), (t, own) => move(own.stay, t.unit)],
  },
  'reservations.movePreview': {
    kind: 'scoped',
    byId: [(t, own) => move(t.stay, own.otherUnit), (t, own) => move(own.stay, t.unit)],
  },
  'reservations.create': {
    kind: 'scoped',
    byId: [(t) => manualStay(t.unit), (t, own) => manualStay(own.unit, t.document)],
  },
  'reservations.update': {
    kind: 'scoped',
    byId: [
      (t, own) => ({ id: t.stay, changes: stayEdit(own.unit) }),
      (t, own) => ({ id: own.stay, changes: stayEdit(t.unit) }),
    ],
  },
  'reservations.delete': { kind: 'scoped', byId: [(t) => ({ id: t.stay })] },

  'units.list': { kind: 'scoped', plain: [() => undefined] },
  'units.create': { kind: 'scoped', plain: [() => roomFields(fresh('A-new'))] },
  'units.update': {
    kind: 'scoped',
    byId: [(t) => ({ id: t.unit, ...roomFields('Sweep renamed') })],
  },
  'units.housekeepingBoard': { kind: 'scoped', plain: [() => undefined] },
  'units.setRoomStatus': {
    kind: 'scoped',
    byId: [(t) => ({ unitId: t.unit, status: 'dirty' })],
  },
  'units.reportProblem': {
    kind: 'scoped',
    byId: [(t) => ({ unitId: t.unit, description: 'Sweep problem' })],
  },
  'units.dismissProblem': { kind: 'scoped', byId: [(t) => ({ id: t.problem })] },
  'units.bulkUpdate': {
    kind: 'scoped',
    byId: [(t) => ({ rooms: [{ id: t.unit, ...roomFields('Sweep bulk') }] })],
  },

  'holds.create': { kind: 'scoped', byId: [(t) => holdFields(t.unit)] },
  'holds.update': {
    kind: 'scoped',
    byId: [
      (t, own) => ({ id: t.hold, ...holdFields(own.unit) }),
      (t, own) => ({ id: own.hold, ...holdFields(t.unit) }),
    ],
  },
  'holds.remove': { kind: 'scoped', byId: [(t) => ({ id: t.hold })] },

  'users.list': { kind: 'scoped', plain: [() => undefined] },
  'users.salesSourceSuggestions': { kind: 'scoped', plain: [() => undefined] },
  'users.create': {
    kind: 'scoped',
    plain: [
      () => ({
        fullName: 'Sweep new user',
        email: `${fresh('sweep')}@example.com`,
        password: TEST_PASSWORD,
        role: null,
        salesSource: '',
      }),
    ],
  },
  'users.update': {
    kind: 'scoped',
    byId: [
      (t) => ({
        id: t.user,
        fullName: 'Sweep renamed',
        email: 'sweep-renamed@example.com',
        role: 'front_desk',
      }),
    ],
  },
  'users.setDisabled': { kind: 'scoped', byId: [(t) => ({ id: t.user, disabled: true })] },
  'users.resetPassword': {
    kind: 'scoped',
    byId: [(t) => ({ id: t.user, password: 'another-horse-battery' })],
  },

  'guests.list': { kind: 'scoped', plain: [() => range] },

  'analytics.overview': { kind: 'scoped', plain: [() => range] },
  'analytics.byRoom': { kind: 'scoped', plain: [() => range] },
  'analytics.byGuest': { kind: 'scoped', plain: [() => range] },
  'analytics.landlords': { kind: 'scoped', plain: [() => range] },

  'settings.overview': { kind: 'scoped', plain: [() => undefined] },
  'settings.updateProperty': { kind: 'scoped', plain: [() => ({ noShowCutoff: '12:00' })] },
  'settings.updatePropertyDetails': { kind: 'scoped', plain: [(own) => own.details] },
  'settings.setRoleCapability': {
    kind: 'scoped',
    plain: [() => ({ role: 'housekeeping', capability: 'rooms.present', allowed: false })],
  },
  'settings.pricing': { kind: 'scoped', plain: [() => undefined] },
  'settings.createCharge': { kind: 'scoped', plain: [() => chargeFields] },
  'settings.updateCharge': {
    kind: 'scoped',
    byId: [(t) => ({ id: t.charge, ...chargeFields })],
  },
  'settings.deleteCharge': { kind: 'scoped', byId: [(t) => ({ id: t.charge })] },
  'settings.reorderCharges': {
    kind: 'scoped',
    byId: [(t) => ({ ids: [t.charge] }), (t, own) => ({ ids: [own.charge, t.charge] })],
  },
  'settings.setWeekendNights': { kind: 'scoped', plain: [() => ({ weekendNights: [4, 5] })] },
  'settings.setEgpRate': { kind: 'scoped', plain: [() => ({ egpPerUsd: null })] },

  'channels.overview': { kind: 'scoped', plain: [() => undefined] },
  'channels.conflictCount': { kind: 'scoped', plain: [() => undefined] },
  'channels.rotateExport': { kind: 'scoped', byId: [(t) => ({ unitId: t.unit })] },
  'channels.addFeed': {
    kind: 'scoped',
    byId: [
      (t) => ({ unitId: t.unit, channel: 'other', url: 'https://calendar.example.com/sweep.ics' }),
    ],
  },
  'channels.removeFeed': { kind: 'scoped', byId: [(t) => ({ feedId: t.feed })] },
  'channels.syncNow': { kind: 'scoped', byId: [(t) => ({ feedId: t.feed })] },
  'channels.setDefaultInterval': { kind: 'scoped', plain: [() => ({ minutes: 15 })] },
  'channels.resolveConflict': { kind: 'scoped', byId: [(t) => ({ conflictId: t.conflict })] },

  // Without a channel manager on this server (as here) every change is refused before any row is
  // read; the channex router's own test sweeps them with one configured.
  'channex.overview': { kind: 'scoped', plain: [() => undefined] },
  'channex.connect': { kind: 'scoped', plain: [() => ({ channexPropertyId: randomUUID() })] },
  'channex.mapRoomType': {
    kind: 'scoped',
    byId: [(t) => ({ roomTypeId: t.roomType, channexRoomTypeId: randomUUID() })],
  },
  'channex.addRatePlan': { kind: 'scoped', byId: [(t) => ratePlan(t.roomType)] },
  'channex.updateRatePlan': {
    kind: 'scoped',
    byId: [(t, own) => ({ id: t.ratePlan, plan: ratePlan(own.roomType) })],
  },
  'channex.removeRatePlan': { kind: 'scoped', byId: [(t) => ({ id: t.ratePlan })] },
  'channex.undoRepack': { kind: 'scoped', byId: [(t) => ({ id: t.repackMove })] },

  'rates.quote': { kind: 'scoped', byId: [(t) => staffQuote(t.unit)] },
  'rates.editQuote': {
    kind: 'scoped',
    byId: [
      (t, own) => ({ id: t.stay, ...staffQuote(own.unit) }),
      (t, own) => ({ id: own.stay, ...staffQuote(t.unit) }),
    ],
  },

  'rateCalendar.unitTypes': { kind: 'scoped', plain: [() => undefined] },
  'rateCalendar.month': {
    kind: 'scoped',
    byId: [(t) => rateMonth(t.roomType), (t, own) => rateMonth(own.roomType, t.unit)],
  },
  'rateCalendar.seasons': {
    kind: 'scoped',
    byId: [(t) => ({ roomTypeId: t.roomType })],
  },
  'rateCalendar.createSeason': {
    kind: 'scoped',
    byId: [(t) => season(t.roomType), (t, own) => season(own.roomType, t.unit)],
  },
  'rateCalendar.updateSeason': {
    kind: 'scoped',
    byId: [
      (t, own) => seasonUpdate(t.season, own.roomType),
      (t, own) => seasonUpdate(own.season, t.roomType),
    ],
  },
  'rateCalendar.deleteSeason': { kind: 'scoped', byId: [(t) => ({ id: t.season })] },
  'rateCalendar.copySeason': {
    kind: 'scoped',
    byId: [
      (t, own) => seasonCopy(t.season, own.roomType),
      (t, own) => seasonCopy(own.season, t.roomType),
    ],
  },
  'rateCalendar.setRoomTypePricing': { kind: 'scoped', byId: [(t) => typePricing(t.roomType)] },

  'presentations.list': { kind: 'scoped', plain: [() => undefined] },
  'presentations.save': { kind: 'scoped', byId: [(t) => presentation(t.roomType)] },
  'presentations.setPublicName': {
    kind: 'scoped',
    byId: [(t) => ({ unitId: t.unit, publicName: 'Sweep public name', publicNameAr: null })],
  },
  'presentations.orderPhotos': {
    kind: 'scoped',
    byId: [(t) => photoOrder(t.roomType, t.photo), (t, own) => photoOrder(own.roomType, t.photo)],
  },
  'presentations.removePhoto': { kind: 'scoped', byId: [(t) => ({ id: t.photo })] },
  'folios.stay': { kind: 'scoped', byId: [(t) => ({ reservationId: t.stay })] },
  'folios.charge': {
    kind: 'scoped',
    byId: [(t) => folioCharge(t.stay), (t, own) => folioCharge(own.stay, t.folio)],
  },
  'folios.pay': {
    kind: 'scoped',
    byId: [(t) => folioPayment(t.stay), (t, own) => folioPayment(own.stay, t.folio)],
  },
  'folios.refund': {
    kind: 'scoped',
    byId: [(t) => folioRefund(t.stay), (t, own) => folioRefund(own.stay, t.folio)],
  },
  'folios.moveCharge': {
    kind: 'scoped',
    byId: [(t) => ({ journalId: t.journal, payer: 'Sweep Co', idempotencyKey: randomUUID() })],
  },
  'folios.keepSecurity': {
    kind: 'scoped',
    byId: [(t) => keepSecurity(t.stay), (t, own) => keepSecurity(own.stay, t.folio)],
  },
  'folios.reverse': {
    kind: 'scoped',
    byId: [(t) => ({ journalId: t.journal, reason: 'Sweep', idempotencyKey: randomUUID() })],
  },
  'dayClose.report': { kind: 'scoped', plain: [() => ({}), () => ({ day: day(0) })] },
  'cash.overview': { kind: 'scoped', plain: [() => undefined] },
  'folios.extras': { kind: 'scoped', plain: [() => undefined] },
  'settings.extras': { kind: 'scoped', plain: [() => undefined] },
  'settings.registration': { kind: 'scoped', plain: [() => undefined] },
  'settings.updateRegistration': {
    kind: 'scoped',
    plain: [() => ({ required: false, retentionDays: 90 })],
  },
  'settings.registrationList': { kind: 'scoped', plain: [() => undefined] },
  'settings.updateRegistrationList': {
    kind: 'scoped',
    plain: [() => ({ fields: ['full_name', 'nationality', 'room', 'arrival'] })],
  },
  'settings.addExtra': {
    kind: 'scoped',
    plain: [
      () => ({
        label: 'Sweep extra',
        labelAr: '',
        account: 'extras_revenue',
        defaultAmountMinor: null,
      }),
    ],
  },
  'settings.updateExtra': {
    kind: 'scoped',
    plain: [
      () => ({
        code: 'laundry',
        label: 'Laundry',
        labelAr: '',
        account: 'extras_revenue',
        defaultAmountMinor: null,
        active: true,
      }),
    ],
  },
  'commissions.bySource': { kind: 'scoped', plain: [() => undefined] },
  'commissions.payouts': { kind: 'scoped', plain: [() => undefined] },
  'commissions.pay': {
    kind: 'scoped',
    plain: [
      () => ({
        source: 'Sweep source',
        amountMinor: 100,
        method: 'bank_transfer',
        reference: 'SW-1',
        note: '',
        idempotencyKey: crypto.randomUUID(),
      }),
    ],
  },
  'receipts.issue': { kind: 'scoped', byId: [(t) => ({ journalId: t.journal })] },
  'receipts.byId': { kind: 'scoped', byId: [(t) => ({ id: t.receipt })] },
  'receipts.mail': { kind: 'scoped', byId: [(t) => ({ id: t.receipt })] },
  'receipts.invoice': { kind: 'scoped', byId: [(t) => ({ folioId: t.folio })] },
  'cash.open': { kind: 'self', why: "one's own drawer at the property one acts at" },
  'landlords.list': { kind: 'scoped', plain: [() => undefined] },
  'landlords.add': {
    kind: 'scoped',
    plain: [() => ({ name: 'Sweep landlord', email: null, language: 'en' })],
  },
  'landlords.setRooms': {
    kind: 'scoped',
    byId: [(t, own) => ({ landlordId: t.landlord, unitIds: [own.unit] })],
  },
  'landlords.addAgreement': {
    kind: 'scoped',
    byId: [
      (t) => ({
        landlordId: t.landlord,
        effectiveFrom: day(60),
        sharePercent: 70,
        basis: 'net',
        managementFeePercent: 0,
        recognition: 'night',
        ownerPays: [],
      }),
    ],
  },
  'landlords.draftStatement': {
    kind: 'scoped',
    byId: [(t) => ({ landlordId: t.landlord, month })],
  },
  'landlords.issueStatement': {
    kind: 'scoped',
    byId: [(t) => ({ landlordId: t.landlord, month })],
  },
  'landlords.statement': { kind: 'scoped', byId: [(t) => ({ id: t.statement })] },
  'landlords.mailStatement': { kind: 'scoped', byId: [(t) => ({ id: t.statement })] },
  'landlords.pay': {
    kind: 'scoped',
    byId: [
      (t) => ({
        landlordId: t.landlord,
        amountMinor: 100,
        method: 'bank_transfer',
        reference: 'SW-2',
        note: '',
        idempotencyKey: crypto.randomUUID(),
      }),
    ],
  },
  'landlordAccess.grant': {
    kind: 'scoped',
    byId: [(t) => ({ landlordId: t.landlord, email: 'sweep-landlord@example.com', password: '' })],
  },
  'landlordAccess.revoke': { kind: 'scoped', byId: [(t) => ({ landlordId: t.landlord })] },
  'landlordAccess.setFigures': {
    kind: 'scoped',
    byId: [(t) => ({ landlordId: t.landlord, figures: ['nights'] })],
  },
  'landlordPortal.overview': LANDLORD_OWN,
  'landlordPortal.calendar': LANDLORD_OWN,
  'landlordPortal.statement': LANDLORD_OWN,
  'landlordPortal.requestOwnerUse': LANDLORD_OWN,
  'landlordPortal.withdraw': LANDLORD_OWN,
  'ownerUse.pending': { kind: 'scoped', plain: [() => undefined] },
  'ownerUse.decide': {
    kind: 'scoped',
    byId: [(t) => ({ id: t.ownerUseRequest, decision: 'approve' })],
  },
  'registrations.ofStay': { kind: 'scoped', byId: [(t) => ({ reservationId: t.stay })] },
  'registrationArrivals.ofDay': { kind: 'scoped', plain: [() => ({}), () => ({ day: today })] },
  // B's guest's address, asked at A: nothing of B is exported, and nothing erased (the snapshot).
  'guestData.export': { kind: 'scoped', plain: [() => ({ email: 'bertha.bmark@example.com' })] },
  'guestData.erase': {
    kind: 'scoped',
    plain: [
      () => ({ email: 'bertha.bmark@example.com', confirmEmail: 'bertha.bmark@example.com' }),
    ],
  },
  'registrationLinks.status': { kind: 'scoped', byId: [(t) => ({ reservationId: t.stay })] },
  'registrationLinks.send': { kind: 'scoped', byId: [(t) => ({ reservationId: t.stay })] },
  'registrations.save': {
    kind: 'scoped',
    byId: [
      (t) => ({
        reservationId: t.stay,
        guestNo: 1,
        adult: true,
        fullName: 'Sweep Guest',
        nationality: null,
        dateOfBirth: '',
        idType: null,
        idNumber: '',
        idExpiry: '',
        residenceCountry: '',
      }),
    ],
  },
  'registrations.sign': {
    kind: 'scoped',
    byId: [
      (t) => ({
        registrationId: t.registration,
        signature: `data:image/png;base64,${PNG_BYTES.toString('base64')}`,
      }),
    ],
  },
  'registrationPhotos.remove': { kind: 'scoped', byId: [(t) => ({ photoId: t.idPhoto })] },
  'cash.handOver': {
    kind: 'scoped',
    byId: [(t) => ({ drawerId: t.drawer, countedUsdMinor: 0, countedEgpMinor: 0, note: '' })],
  },
};

/** A request to an HTTP route: a GET, or a POST of a file. */
interface RouteRequest {
  path: string;
  upload?: 'document' | 'photo';
}

/**
 * The HTTP routes, by path as Fastify lists them. `scoped` routes act at the request's property:
 * each request is built for B's rows and for rows nobody has, and answered alike; its answer
 * names nothing of B; and the same request naming B (`X-Property`, `?property=`) is not found.
 * `adminGets`: the status A's admin gets for B's rows, so the answers compared are the route's
 * own, not a refusal.
 */
type RouteRow =
  | { kind: 'trpc' }
  | { kind: 'public'; why: string }
  | { kind: 'scoped'; request: (t: Targets) => RouteRequest; adminGets: number };

/** A landlord's expense with its receipt, as the Landlords page sends it. */
const expensePath = (landlordId: string, unitId: string) =>
  `/api/landlord-expenses?${new URLSearchParams({
    landlordId,
    unitId,
    kind: 'maintenance',
    description: 'Sweep repair',
    amountMinor: '100',
    method: 'bank_transfer',
    reference: 'SW-3',
    note: '',
    idempotencyKey: crypto.randomUUID(),
  }).toString()}`;

const csv = (report: string): RouteRow => ({
  kind: 'scoped',
  request: () => ({ path: `/api/${report}.csv?from=${range.from}&to=${range.to}` }),
  adminGets: 200,
});

const ROUTES: Record<string, RouteRow> = {
  '/trpc': { kind: 'trpc' },
  '/trpc/:path': { kind: 'trpc' },
  '/api/documents': {
    kind: 'scoped',
    request: () => ({ path: '/api/documents?kind=id_front', upload: 'document' }),
    adminGets: 201,
  },
  '/api/documents/:id': {
    kind: 'scoped',
    request: (t) => ({ path: `/api/documents/${t.document}` }),
    adminGets: 404,
  },
  '/api/suite-photos': {
    kind: 'scoped',
    request: (t) => ({
      path: `/api/suite-photos?roomTypeId=${t.roomType}`,
      upload: 'photo',
    }),
    adminGets: 404,
  },
  '/api/suite-photos/:key/:file': {
    kind: 'public',
    why: "the public site's photo files, by their random storage key",
  },
  '/api/registration-link/photos': {
    kind: 'public',
    why: "a registration link's secret token and last name",
  },
  '/api/guests.csv': csv('guests'),
  '/api/analytics/summary.csv': csv('analytics/summary'),
  '/api/analytics/sources.csv': csv('analytics/sources'),
  '/api/analytics/daily.csv': csv('analytics/daily'),
  '/api/analytics/rooms.csv': csv('analytics/rooms'),
  '/api/analytics/guests.csv': csv('analytics/guests'),
  '/api/cash/hand-overs.csv': csv('cash/hand-overs'),
  '/api/cash/hand-overs.xlsx': {
    kind: 'scoped',
    request: () => ({ path: `/api/cash/hand-overs.xlsx?from=${range.from}&to=${range.to}` }),
    adminGets: 200,
  },
  '/api/statements/:file': {
    kind: 'scoped',
    request: (t) => ({ path: `/api/statements/${t.statement}.csv?lang=ar` }),
    adminGets: 404,
  },
  '/api/statements/:id.pdf': {
    kind: 'scoped',
    request: (t) => ({ path: `/api/statements/${t.statement}.pdf?lang=ar` }),
    adminGets: 404,
  },
  '/api/landlord-expenses': {
    kind: 'scoped',
    request: (t) => ({ path: expensePath(t.landlord, t.unit), upload: 'document' }),
    adminGets: 404,
  },
  '/api/registrations/list.csv': {
    kind: 'scoped',
    request: () => ({ path: `/api/registrations/list.csv?from=${day(-30)}&to=${day(30)}` }),
    adminGets: 200,
  },
  '/api/registrations/list.pdf': {
    kind: 'scoped',
    request: () => ({ path: `/api/registrations/list.pdf?from=${day(-30)}&to=${day(30)}` }),
    adminGets: 200,
  },
  '/api/registrations/card/:id.pdf': {
    kind: 'scoped',
    request: (t) => ({ path: `/api/registrations/card/${t.stay}.pdf?lang=ar` }),
    adminGets: 404,
  },
  '/api/registrations/:id/signature': {
    kind: 'scoped',
    request: (t) => ({ path: `/api/registrations/${t.registration}/signature` }),
    adminGets: 404,
  },
  '/api/registrations/:id/photos': {
    kind: 'scoped',
    request: (t) => ({ path: `/api/registrations/${t.registration}/photos`, upload: 'photo' }),
    adminGets: 404,
  },
  '/api/registration-photos/:photoId': {
    kind: 'scoped',
    request: (t) => ({ path: `/api/registration-photos/${t.idPhoto}` }),
    adminGets: 404,
  },
  '/api/landlord-expenses/:id/receipt': {
    kind: 'scoped',
    request: (t) => ({ path: `/api/landlord-expenses/${t.expense}/receipt` }),
    adminGets: 404,
  },
  '/api/ical/:file': {
    kind: 'public',
    why: "a room's export calendar: its secret token is the key",
  },
  '/api/channex/webhook': {
    kind: 'public',
    why: "Channex's webhook: the secret header is the key, and it only makes the server read the feed of the Channex property it names (channex-bookings test)",
  },
  '/metrics': { kind: 'public', why: 'operations, behind its own token' },
  '/healthz': { kind: 'public', why: 'liveness' },
  '/readyz': { kind: 'public', why: 'readiness' },
  '/robots.txt': { kind: 'public', why: 'crawlers' },
  '/sitemap.xml': { kind: 'public', why: 'crawlers' },
};

/** The paths Fastify serves, from its route tree (`printRoutes` prints one segment a line). */
function servedPaths(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    paths.push(stack.join(''));
  }
  return paths;
}

/** Every procedure of the app router with its type, by path ("reservations.byId"). */
function routerProcedures(): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  const procedures: Record<string, unknown> = appRouter._def.procedures;
  for (const [path, procedure] of Object.entries(procedures)) {
    const def: unknown =
      typeof procedure === 'function' && '_def' in procedure ? procedure._def : undefined;
    const type =
      typeof def === 'object' && def !== null && 'type' in def && typeof def.type === 'string'
        ? def.type
        : 'unknown';
    found.set(path, type);
  }
  return found;
}
const PROCEDURE_TYPES = routerProcedures();

type Trpc = ReturnType<typeof createApiClient>['trpc'];
type Transport = 'http' | 'socket';

const INVALID_INPUT = 'INVALID_INPUT';

/**
 * What a call answered: 'ok' with its data, the error's code, domain code and message, or
 * INVALID_INPUT when its input was refused before anything was looked up.
 */
async function answerOf(call: Promise<unknown>): Promise<string> {
  try {
    return `ok ${JSON.stringify((await call) ?? null)}`;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) return `failed ${String(error)}`;
    const data: unknown = error.data;
    const field = (name: string) =>
      typeof data === 'object' && data !== null && name in data ? Reflect.get(data, name) : null;
    if (field('fieldErrors') !== null) return `${INVALID_INPUT}: ${error.message}`;
    return `${errorCode(error) ?? 'no code'} ${String(field('appCode'))}: ${error.message}`;
  }
}

/** The answer with each target's value replaced by its name, so B's and nobody's compare. */
function withTargetsNamed(answer: string, targets: Targets): string {
  let text = answer;
  // Ids as text only: a number (a serial id) is too short to be told apart in an answer.
  for (const [name, value] of Object.entries(targets)) {
    if (typeof value === 'string') text = text.replaceAll(value, `<${name}>`);
  }
  return text;
}

describe('isolation sweep: every procedure and route, two properties', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let url = '';
  const propertyIds = { a: '', b: '' };
  // cast: filled in by beforeAll, before any test reads them
  const b = {} as Targets;
  // cast: filled in by beforeAll, before any test reads them
  const own = {} as Own;
  /** Every id of B: none may appear in an answer to a user of A, unless the input named it. */
  const bIds: string[] = [];
  const users = new Map<Role, { http: Trpc; socket: Trpc; cookie: string }>();
  /** A's admin, every request naming B (`X-Property`, `?property=`). */
  // cast: filled in by beforeAll, before any test reads it
  const adminNamingB = {} as Record<Transport, Trpc>;
  const closers: Array<() => void> = [];
  let anonymous: { http: Trpc; socket: Trpc };
  let bBefore = '';
  let photoBytes = PNG_BYTES;
  let adminOfB: Trpc;

  const missing = (): Targets => ({
    unit: randomUUID(),
    stay: randomUUID(),
    hold: randomUUID(),
    document: randomUUID(),
    season: randomUUID(),
    feed: randomUUID(),
    conflict: randomUUID(),
    charge: randomUUID(),
    photo: randomUUID(),
    problem: randomUUID(),
    user: randomUUID(),
    roomType: randomUUID(),
    folio: randomUUID(),
    journal: randomUUID(),
    drawer: randomUUID(),
    receipt: randomUUID(),
    ratePlan: randomUUID(),
    repackMove: 900_000_000 + Math.floor(Math.random() * 1_000_000),
    landlord: randomUUID(),
    statement: randomUUID(),
    expense: randomUUID(),
    ownerUseRequest: randomUUID(),
    registration: randomUUID(),
    idPhoto: randomUUID(),
  });

  const userOf = (role: Role) => {
    const user = users.get(role);
    if (!user) throw new Error(`no user for ${role}`);
    return user;
  };
  const apiClient = (headers: Record<string, string> = {}) => {
    const api = createApiClient(url, headers);
    closers.push(api.close);
    return api;
  };
  const socketClient = (cookie: string, property?: string) => {
    const socket = createSocketClient(url, () => cookie, { property });
    closers.push(socket.close);
    return socket.trpc;
  };

  /** Calls a procedure by its path, over HTTP or the socket, and says what it answered. */
  function call(trpc: Trpc, path: string, input: unknown) {
    const client = getUntypedClient(trpc);
    const type = PROCEDURE_TYPES.get(path);
    return answerOf(type === 'query' ? client.query(path, input) : client.mutation(path, input));
  }

  /** Names of B's things found in an answer (its ids, its texts). */
  function bIn(answer: string): string[] {
    const found = bIds.filter((id) => answer.includes(id));
    if (answer.toLowerCase().includes(B_MARK)) found.push(B_MARK);
    return found;
  }

  /** Uploads a file as the signed-in user of `cookie`; the new row's id. */
  async function upload(path: string, cookie: string, bytes: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'upload.png');
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      body: form,
      headers: { origin: url, cookie },
    });
    expect(response.status).toBe(201);
    // cast: both upload routes answer 201 with the new row's id
    return ((await response.json()) as { id: string }).id;
  }

  /** Every row of B (each table with a property), B's property and B's staff, as text. */
  async function snapshotOfB() {
    const { db } = database.client;
    const rowsOf = async (query: SQL) => JSON.stringify(executedRows(await db.execute(query)));
    const tables = executedRows(
      await db.execute(
        sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'property_id' order by table_name`,
      ),
    );
    const parts: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await rowsOf(
        sql`select to_jsonb(t)::text as row from ${sql.identifier(String(table))} t where property_id = ${propertyIds.b} order by 1`,
      );
      parts.push(`${table}: ${rows}`);
    }
    const staff = await rowsOf(
      sql`select to_jsonb(u)::text as row from users u join user_roles r on r.user_id = u.id where r.property_id = ${propertyIds.b} order by 1`,
    );
    const property = await rowsOf(
      sql`select to_jsonb(p)::text as row from properties p where id = ${propertyIds.b}`,
    );
    parts.push(`staff: ${staff}`, `property: ${property}`);
    return parts.join('\n');
  }

  /**
   * What one role at A, over one transport, gets that it should not: answers naming B, and
   * inputs naming B's rows answered otherwise than the same inputs naming rows nobody has.
   */
  async function differencesOf(path: string, row: Scoped, role: Role, transport: Transport) {
    const trpc = userOf(role)[transport];
    const differences: string[] = [];
    for (const plain of row.plain ?? []) {
      const answer = await call(trpc, path, plain(own));
      const named = bIn(answer);
      if (named.length) differences.push(`${role} ${transport}: names ${named}: ${answer}`);
    }
    for (const build of row.byId ?? []) {
      const nobody = missing();
      const [ofB, ofNobody] = await Promise.all([
        call(trpc, path, build(b, own)).then((answer) => withTargetsNamed(answer, b)),
        call(trpc, path, build(nobody, own)).then((answer) => withTargetsNamed(answer, nobody)),
      ]);
      // Were the input refused as invalid, no row would be looked up: the comparison says nothing.
      if (role === 'admin' && ofNobody.startsWith(INVALID_INPUT)) {
        differences.push(`admin ${transport}: the input itself is refused: ${ofNobody}`);
      }
      if (ofB !== ofNobody) {
        differences.push(`${role} ${transport}: B ${ofB}\n  vs nobody ${ofNobody}`);
      }
      const named = bIn(ofB);
      if (named.length) differences.push(`${role} ${transport}: names ${named}: ${ofB}`);
    }
    return differences;
  }

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const { db } = database.client;
    app = await buildApp(testEnv(), database.client, { schedules: false });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
    await app.jobs.whenStarted();

    propertyIds.a = await firstPropertyId(db);
    const [inserted] = await db
      .insert(properties)
      .values({
        slug: 'bmark-suites',
        status: 'coming_soon',
        timeZone: 'Africa/Cairo',
        propertyName: 'Bmark Suites',
        address: 'Bmark Street 1',
      })
      .returning({ id: properties.id });
    propertyIds.b = inserted?.id ?? '';

    // A: two rooms, a stay to come and an arrival today (more below, through A's admin).
    const first = await insertUnit(db, { name: 'A-101', unitType: 'One Bedroom' });
    own.roomType = first.roomTypeId;
    own.unit = first.id;
    own.otherUnit = (await insertUnit(db, { name: 'A-102', unitType: 'One Bedroom' })).id;
    own.stay = (await insertStay(db, own.unit, day(5), day(7))).id;
    own.arrival = (await insertStay(db, own.otherUnit, today, day(1))).id;
    // B: a room of a type only B has, and a guest arriving today (in lists, counts, exports).
    const roomB = await insertUnit(db, {
      name: 'Bmark-201',
      unitType: 'Bmark Loft',
      propertyId: propertyIds.b,
      baseRateCents: 15_000,
    });
    b.roomType = roomB.roomTypeId;
    b.unit = roomB.id;
    const stayB = await insertStay(db, b.unit, today, day(2), {
      guestNames: ['Bertha Bmark'],
      guestNationality: 'Bmarkistani',
      contactEmail: 'bertha.bmark@example.com',
      source: 'Bmark Source',
      notes: 'Bmark notes',
    });
    b.stay = stayB.id;

    // A user of each role at A; B's admin, and a desk clerk of B's who sells under a source.
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const addUser = async (
      fullName: string,
      propertyId: string,
      role: Role,
      salesSource: string | null = null,
    ) => {
      const email = `${fullName.toLowerCase().replaceAll(' ', '-')}@example.com`;
      const { id } = await db.transaction((tx) =>
        insertUser(tx, { email, passwordHash, fullName, role: { propertyId, role }, salesSource }),
      );
      const api = apiClient();
      await api.trpc.auth.signIn.mutate({ email, password: TEST_PASSWORD, staySignedIn: false });
      return { id, api, cookie: `session=${api.cookies.get('session')}` };
    };
    for (const role of ROLES) {
      const { api, cookie } = await addUser(`Sweep ${role}`, propertyIds.a, role);
      users.set(role, { http: api.trpc, socket: socketClient(cookie), cookie });
    }
    anonymous = { http: apiClient().trpc, socket: socketClient('') };
    const adminCookie = userOf('admin').cookie;
    adminNamingB.http = apiClient({ cookie: adminCookie, 'x-property': propertyIds.b }).trpc;
    adminNamingB.socket = socketClient(adminCookie, propertyIds.b);
    const adminB = await addUser('Bmark Admin', propertyIds.b, 'admin');
    const deskB = await addUser('Bmark Desk', propertyIds.b, 'front_desk', 'Bmark Agent');
    b.user = adminB.id;
    adminOfB = adminB.api.trpc;

    // A's hold, season and tax, and its details as they are (saved back unchanged).
    const adminA = userOf('admin');
    own.hold = (
      await adminA.http.holds.create.mutate({ ...holdFields(own.unit), from: day(90), to: day(91) })
    ).id;
    own.season = (
      await adminA.http.rateCalendar.createSeason.mutate({
        ...season(own.roomType),
        name: 'A season',
        startDate: day(60),
        endDate: day(70),
      })
    ).id;
    own.charge = (
      await adminA.http.settings.createCharge.mutate({
        name: 'A tax',
        kind: 'tax',
        basis: 'percent',
        percent: 5,
      })
    ).id;
    const { noShowCutoff: _cutoff, ...details } = (await adminA.http.settings.overview.query())
      .property;
    own.details = details;

    // B's rows, made by B's admin as the app makes them.
    const trpcB = adminB.api.trpc;
    b.hold = (
      await trpcB.holds.create.mutate({
        unitId: b.unit,
        kind: 'maintenance',
        reason: 'Bmark leak',
        from: day(20),
        to: day(22),
      })
    ).id;
    b.season = (
      await trpcB.rateCalendar.createSeason.mutate({ ...season(b.roomType), name: 'Bmark season' })
    ).id;
    await trpcB.rateCalendar.setRoomTypePricing.mutate(typePricing(b.roomType));
    b.charge = (
      await trpcB.settings.createCharge.mutate({
        name: 'Bmark tax',
        kind: 'tax',
        basis: 'percent',
        percent: 7,
      })
    ).id;
    await trpcB.presentations.save.mutate({
      ...presentation(b.roomType, 'Bmark Loft'),
      name: 'Bmark presented',
      description: 'Bmark description',
    });
    await trpcB.presentations.setPublicName.mutate({
      unitId: b.unit,
      publicName: 'Bmark public room',
      publicNameAr: null,
    });
    b.feed = (
      await trpcB.channels.addFeed.mutate({
        unitId: b.unit,
        channel: 'airbnb',
        url: 'https://calendar.example.com/bmark.ics',
      })
    ).id;
    const { token } = await trpcB.channels.rotateExport.mutate({ unitId: b.unit });
    b.problem = (
      await trpcB.units.reportProblem.mutate({ unitId: b.unit, description: 'Bmark broken tap' })
    ).id;
    const deposit = await trpcB.folios.pay.mutate({
      ...folioPayment(b.stay),
      purpose: 'deposit',
      amountMinor: 20_000,
      note: 'Bmark deposit',
    });
    b.folio = deposit.folioId;
    b.journal = deposit.journalId;
    const [drawer] = await db
      .select({ id: cashDrawers.id })
      .from(cashDrawers)
      .where(eq(cashDrawers.propertyId, propertyIds.b));
    b.drawer = drawer?.id ?? '';
    b.receipt = (await trpcB.receipts.issue.mutate({ journalId: b.journal })).id;
    b.document = await upload('/api/documents?kind=id_front', adminB.cookie, PNG_BYTES);
    await trpcB.reservations.attachDocument.mutate({
      reservationId: b.stay,
      documentId: b.document,
    });
    photoBytes = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#8a6d3b' },
    })
      .jpeg()
      .toBuffer();
    b.photo = await upload(`/api/suite-photos?roomTypeId=${b.roomType}`, adminB.cookie, photoBytes);
    const [stored] = await db
      .select({ storageKey: suitePhotos.storageKey })
      .from(suitePhotos)
      .where(eq(suitePhotos.id, b.photo));
    const [conflict] = await db
      .insert(channelConflicts)
      .values({
        propertyId: propertyIds.b,
        feedId: b.feed,
        uid: 'bmark-event',
        fromDate: day(50),
        toDate: day(52),
      })
      .returning({ id: channelConflicts.id });
    b.conflict = conflict?.id ?? '';
    const channexIds = { property: randomUUID(), roomType: randomUUID(), ratePlan: randomUUID() };
    await db.insert(channexConnections).values({
      propertyId: propertyIds.b,
      channexPropertyId: channexIds.property,
    });
    await db.insert(channexRoomTypes).values({
      propertyId: propertyIds.b,
      roomTypeId: b.roomType,
      channexRoomTypeId: channexIds.roomType,
    });
    const [plan] = await db
      .insert(channexRatePlans)
      .values({
        propertyId: propertyIds.b,
        roomTypeId: b.roomType,
        channexRatePlanId: channexIds.ratePlan,
        name: 'Bmark rate plan',
      })
      .returning({ id: channexRatePlans.id });
    b.ratePlan = plan?.id ?? '';
    await db.execute(sql`insert into channex_revisions (property_id, revision_id, booking_id, status, outcome)
      values (${propertyIds.b}, 'bmark-revision', 'bmark-booking', 'new', 'repacked')`);
    const [spare] = executedRows(
      await db.execute(sql`insert into units (property_id, name, room_type_id)
        values (${propertyIds.b}, 'Bmark spare', ${b.roomType}) returning id`),
    );
    const [move] = executedRows(
      await db.execute(sql`insert into channex_repack_moves (property_id, revision_id, reservation_id, from_unit_id, to_unit_id)
        values (${propertyIds.b}, 'bmark-revision', ${b.stay}, ${b.unit}, ${spare?.id}) returning id`),
    );
    b.repackMove = Number(move?.id);
    b.landlord = (
      await trpcB.landlords.add.mutate({ name: 'Bmark landlord', email: null, language: 'en' })
    ).id;
    await trpcB.landlords.setRooms.mutate({ landlordId: b.landlord, unitIds: [b.unit] });
    const lastMonth = `${addDaysIso(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
    await trpcB.landlords.addAgreement.mutate({
      landlordId: b.landlord,
      effectiveFrom: lastMonth,
      sharePercent: 70,
      basis: 'net',
      managementFeePercent: 0,
      recognition: 'night',
      ownerPays: ['maintenance'],
    });
    b.expense = await upload(expensePath(b.landlord, b.unit), adminB.cookie, PNG_BYTES);
    const [statement] = executedRows(
      await db.execute(sql`insert into owner_statements
        (property_id, landlord_id, month, number, ledger_cutoff, share_minor, balance_minor, content)
        values (${propertyIds.b}, ${b.landlord}, ${lastMonth}, 1, 0, 0, 0, '{"landlordName": "Bmark landlord"}')
        returning id`),
    );
    b.statement = String(statement?.id);
    const [request] = executedRows(
      await db.execute(sql`insert into owner_use_requests
        (property_id, landlord_id, unit_id, from_date, to_date, note)
        values (${propertyIds.b}, ${b.landlord}, ${b.unit}, ${day(300)}, ${day(302)}, 'Bmark visit')
        returning id`),
    );
    b.ownerUseRequest = String(request?.id);
    const [registration] = executedRows(
      await db.execute(sql`insert into guest_registrations
        (property_id, reservation_id, guest_no, full_name)
        values (${propertyIds.b}, ${b.stay}, 1, 'Bmark Guest') returning id`),
    );
    b.registration = String(registration?.id);
    const [idPhoto] = executedRows(
      await db.execute(sql`insert into registration_id_photos
        (property_id, registration_id, storage_key, size_bytes, sha256, uploaded_via)
        values (${propertyIds.b}, ${b.registration}, ${randomUUID()}, 100, ${'b'.repeat(64)}, 'link')
        returning id`),
    );
    b.idPhoto = String(idPhoto?.id);

    bIds.push(
      propertyIds.b,
      ...Object.values(b).filter((value): value is string => typeof value === 'string'),
      'Bmark Loft',
      deskB.id,
      token,
      stored?.storageKey ?? 'no photo',
      stayB.bookingReference,
      ...Object.values(channexIds),
    );
    bBefore = await snapshotOfB();
  }, 60_000);

  afterAll(async () => {
    for (const close of closers) close();
    await app?.close();
    await database?.dispose();
  });

  it('classifies every procedure of the app router', () => {
    const served = [...PROCEDURE_TYPES.keys()];
    expect(served.filter((path) => !(path in PROCEDURES))).toEqual([]);
    expect(Object.keys(PROCEDURES).filter((path) => !served.includes(path))).toEqual([]);
  });

  it('classifies every HTTP route', () => {
    const served = servedPaths(app);
    expect(served.filter((path) => !(path in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((path) => !served.includes(path))).toEqual([]);
  });

  const transports: Transport[] = ['http', 'socket'];

  for (const [path, row] of Object.entries(PROCEDURES)) {
    if (row.kind === 'scoped') {
      const test = row.knownLeak ? it.fails : it;
      test(`${path}: B's rows are answered as rows nobody has, for every role at A`, async () => {
        const pairs = ROLES.flatMap((role) => transports.map((transport) => ({ role, transport })));
        const found = await Promise.all(
          pairs.map(({ role, transport }) => differencesOf(path, row, role, transport)),
        );
        // A's admin naming B, where they do not work: not found, before any capability is read
        // (every role naming B is checked below, on two procedures).
        for (const transport of transports) {
          const first = row.byId?.[0]?.(b, own) ?? row.plain?.[0]?.(own);
          const atB = await call(adminNamingB[transport], path, first);
          if (!atB.startsWith('NOT_FOUND')) found.push([`${transport} naming B: ${atB}`]);
        }
        expect(found.flat()).toEqual([]);
      });
    } else if (row.kind === 'public' && row.byId) {
      const builds = row.byId;
      it(`${path}: B's rows are answered as rows nobody has, without signing in`, async () => {
        for (const transport of transports) {
          for (const build of builds) {
            const nobody = missing();
            const ofB = withTargetsNamed(await call(anonymous[transport], path, build(b, own)), b);
            const ofNobody = withTargetsNamed(
              await call(anonymous[transport], path, build(nobody, own)),
              nobody,
            );
            expect(ofB).toBe(ofNobody);
            expect(bIn(ofB)).toEqual([]);
          }
        }
      });
    } else if (row.kind === 'self' && row.plain) {
      const plains = row.plain;
      it(`${path}: the account's own answer names nothing of B`, async () => {
        for (const role of ROLES) {
          for (const transport of transports) {
            for (const plain of plains) {
              expect(bIn(await call(userOf(role)[transport], path, plain(own)))).toEqual([]);
            }
          }
        }
      });
    }
  }

  it('refuses every role at A naming B as not found, over HTTP and the socket', async () => {
    for (const role of ROLES) {
      const { cookie } = userOf(role);
      const http = apiClient({ cookie, 'x-property': propertyIds.b }).trpc;
      const socket = socketClient(cookie, propertyIds.b);
      for (const trpc of [http, socket]) {
        expect(await call(trpc, 'reservations.list', {})).toMatch(/^NOT_FOUND/);
        expect(await call(trpc, 'units.list', undefined)).toMatch(/^NOT_FOUND/);
      }
    }
  });

  /** Sends a route's request as a user of A; `naming` adds B by header or in the address. */
  async function send(request: RouteRequest, cookie: string, naming?: 'header' | 'address') {
    const headers: Record<string, string> = { origin: url, cookie };
    if (naming === 'header') headers['x-property'] = propertyIds.b;
    const joiner = request.path.includes('?') ? '&' : '?';
    const path =
      naming === 'address' ? `${request.path}${joiner}property=${propertyIds.b}` : request.path;
    let body: FormData | undefined;
    if (request.upload) {
      body = new FormData();
      const bytes = request.upload === 'photo' ? photoBytes : PNG_BYTES;
      body.append('file', new Blob([new Uint8Array(bytes)]), 'upload.png');
    }
    const response = await fetch(`${url}${path}`, {
      method: request.upload ? 'POST' : 'GET',
      body,
      headers,
    });
    return { status: response.status, body: await response.text() };
  }

  for (const [path, row] of Object.entries(ROUTES)) {
    if (row.kind !== 'scoped') continue;
    it(`${path}: B's rows are answered as rows nobody has; naming B is not found`, async () => {
      const found: string[] = [];
      const statuses: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        const { cookie } = userOf(role);
        const nobody = missing();
        const ofB = await send(row.request(b), cookie);
        const ofNobody = await send(row.request(nobody), cookie);
        statuses[role] = ofB.status;
        if (ofB.status !== ofNobody.status) {
          found.push(`${role}: B ${ofB.status} ${ofB.body} vs nobody ${ofNobody.status}`);
        }
        const named = bIn(withTargetsNamed(ofB.body, b));
        if (named.length) found.push(`${role}: names ${named}: ${ofB.body}`);
        for (const naming of ['header', 'address'] as const) {
          const atB = await send(row.request(b), cookie, naming);
          if (atB.status !== 404) found.push(`${role} naming B (${naming}): ${atB.status}`);
        }
      }
      expect(found).toEqual([]);
      expect(statuses.admin).toBe(row.adminGets);
    });
  }

  it('leaves every row of B as it was', async () => {
    expect(await snapshotOfB()).toBe(bBefore);
  });

  // After the snapshot: these change B.
  const heard: string[] = [];
  it("live.changes: a subscriber at A hears its property's changes", async () => {
    await new Promise<void>((resolve, reject) => {
      const subscription = getUntypedClient(userOf('admin').socket).subscription(
        'live.changes',
        undefined,
        {
          onStarted: () => resolve(),
          onData: (message: unknown) => heard.push(JSON.stringify(message)),
          onError: reject,
        },
      );
      closers.push(() => subscription.unsubscribe());
    });
    // B's admin changes B's room, then A's admin A's: once A's is heard, B's would have been.
    await adminOfB.units.setRoomStatus.mutate({ unitId: b.unit, status: 'dirty' });
    await userOf('admin').http.units.setRoomStatus.mutate({ unitId: own.unit, status: 'dirty' });
    await vi.waitFor(() => expect(heard.join('\n')).toContain(own.unit));
  });

  it("live.changes: a subscriber at A never hears of B's rows", () => {
    expect(heard.filter((message) => bIn(message).length > 0)).toEqual([]);
  });
});
