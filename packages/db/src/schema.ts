import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const appRole = pgEnum('app_role', ['admin', 'manager', 'front_desk', 'housekeeping']);
export const unitStatus = pgEnum('unit_status', [
  'available',
  'occupied',
  'maintenance',
  'reserved',
]);
/** Housekeeping's state of a room, apart from whether it is sold (`unit_status`). */
export const roomStatus = pgEnum('room_status', ['clean', 'dirty', 'inspected', 'out_of_order']);
export const reservationStatus = pgEnum('reservation_status', [
  'confirmed',
  'checked_in',
  'checked_out',
  'cancelled',
]);
export const documentKind = pgEnum('document_kind', [
  'id_front',
  'id_back',
  'marriage_certificate',
]);
export const notificationStatus = pgEnum('notification_status', ['pending', 'sent', 'failed']);
export const holdKind = pgEnum('hold_kind', ['maintenance', 'owner_use', 'other']);

/** A half-open date range, read and written as PostgreSQL's text form (`[2026-01-01,2026-01-03)`). */
const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The booking source this user sells under, linked by an admin: My Reservations shows the
     * stays with exactly this source. Null for everyone who sells nothing.
     */
    salesSource: text('sales_source'),
    /**
     * An owner of the organisation: works at every property (as its admin, unless given another
     * role there) and sees the portfolio of all of them.
     */
    owner: boolean('owner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_sales_source_key').on(sql`lower(${t.salesSource})`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_full_name_idx').on(t.fullName)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session token, hex encoded; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** "Stay signed in": a sliding 30-day session rather than a 12-hour browser session. */
    persistent: boolean('persistent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const propertyStatus = pgEnum('property_status', ['open', 'coming_soon']);

/**
 * A building the installation runs: its identity, its clock and every setting its staff and
 * guests see. Every business row belongs to exactly one (`property_id`), and rows refer to each
 * other by `(property_id, id)`, so nothing of one building can point at another's.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Its address on the public site (`/locations/<slug>`) and in the staff screens' URLs. */
    slug: text('slug').notNull(),
    /** A property not yet open is shown as "Coming Soon" and takes no bookings. */
    status: propertyStatus('status').notNull().default('open'),
    /** IANA time zone: the property's today, its No-Show cut-off and its jobs' hours. */
    timeZone: text('time_zone').notNull(),
    /** `HH:mm`, property time, the day after arrival: a stay not checked in by then is a No-Show. */
    noShowCutoff: text('no_show_cutoff').notNull().default('12:00'),
    /** The property's details, used in guest and staff e-mails. */
    propertyName: text('property_name').notNull(),
    propertyNameAr: text('property_name_ar'),
    address: text('address').notNull().default(''),
    /** The address in Arabic, for guests reading Arabic (null: they read `address`). */
    addressAr: text('address_ar'),
    phone: text('phone').notNull().default(''),
    /** `HH:mm`, property time: from when guests may check in, and by when they check out. */
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('12:00'),
    /** Sent to each guest with an e-mail address the day before arrival, at the check-in time. */
    preArrivalInstructions: text('pre_arrival_instructions').notNull().default(''),
    /** Shown to guests on the public site and in the confirmation e-mail, as the operator wrote them. */
    cancellationPolicy: text('cancellation_policy').notNull().default(''),
    houseRules: text('house_rules').notNull().default(''),
    /** The house rules in Arabic, for the registration card (empty: none written yet). */
    houseRulesAr: text('house_rules_ar').notNull().default(''),
    /** Whether a guest is checked in only once every adult's registration is signed. */
    registrationRequired: boolean('registration_required').notNull().default(false),
    /** Days after a stay's departure its registrations and signatures are erased. */
    registrationRetentionDays: integer('registration_retention_days').notNull().default(90),
    /** The columns of the list for the authorities, in order (decision 0086). */
    registrationListFields: text('registration_list_fields')
      .array()
      .notNull()
      .default(
        sql`'{full_name,nationality,date_of_birth,id_type,id_number,id_expiry,residence_country,room,arrival,departure,booking_reference}'::text[]`,
      ),
    contactEmail: text('contact_email').notNull().default(''),
    /** Digits only (country code first): the guest's link is https://wa.me/<digits>. */
    whatsapp: text('whatsapp').notNull().default(''),
    /** The tax registration number printed on receipts (Egypt's RIN); empty until set. */
    taxNumber: text('tax_number').notNull().default(''),
    /** Hour of the day (property time, 0–23) when managers and admins get the daily digest. */
    digestHour: integer('digest_hour').notNull().default(7),
    /** Hour of the day (property time, 0–23) from which the business day before is closed. */
    dayCloseHour: integer('day_close_hour').notNull().default(2),
    /** Minutes between polls of each channel feed that sets no interval of its own. */
    channelSyncMinutes: integer('channel_sync_minutes').notNull().default(15),
    /** Weekdays (0 Sunday … 6 Saturday) whose nights take a season's weekend rate: Thu and Fri. */
    weekendNights: integer('weekend_nights').array().notNull().default(sql`'{4,5}'::integer[]`),
    /** Egyptian pounds per US dollar for display beside USD prices, and the day it was set. */
    egpPerUsd: numeric('egp_per_usd', { precision: 10, scale: 4, mode: 'number' }),
    egpRateOn: date('egp_rate_on', { mode: 'string' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('properties_slug_key').on(t.slug),
    check(
      'properties_slug',
      sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(${t.slug}) <= 40`,
    ),
    check('properties_time_zone', sql`char_length(${t.timeZone}) between 1 and 64`),
    check('properties_no_show_cutoff', sql`${t.noShowCutoff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('properties_check_in_time', sql`${t.checkInTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('properties_check_out_time', sql`${t.checkOutTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'properties_public_texts',
      sql`char_length(${t.cancellationPolicy}) <= 2000 AND char_length(${t.houseRules}) <= 2000 AND char_length(${t.contactEmail}) <= 254 AND ${t.whatsapp} ~ '^([0-9]{6,15})?$'`,
    ),
    check(
      'properties_pricing',
      sql`${t.weekendNights} <@ '{0,1,2,3,4,5,6}'::integer[] AND (${t.egpPerUsd} IS NULL OR ${t.egpPerUsd} > 0)`,
    ),
    check('properties_digest_hour', sql`${t.digestHour} between 0 and 23`),
    check('properties_day_close_hour', sql`${t.dayCloseHour} between 0 and 23`),
    check('properties_tax_number', sql`${t.taxNumber} ~ '^[0-9A-Za-z-]{0,30}$'`),
    check('properties_channel_sync_minutes', sql`${t.channelSyncMinutes} between 5 and 1440`),
    check(
      'properties_text_lengths',
      sql`char_length(${t.propertyName}) between 1 and 100 AND coalesce(char_length(${t.propertyNameAr}), 1) between 1 and 100 AND char_length(${t.address}) <= 300 AND char_length(${t.phone}) <= 40 AND char_length(${t.preArrivalInstructions}) <= 2000`,
    ),
    // As long as the address may be; never empty (no Arabic address is null).
    check('properties_address_ar', sql`coalesce(char_length(${t.addressAr}), 1) between 1 and 300`),
    check('properties_house_rules_ar', sql`char_length(${t.houseRulesAr}) <= 2000`),
    check(
      'properties_registration_retention',
      sql`${t.registrationRetentionDays} between 1 and 3650`,
    ),
    check(
      'properties_registration_list_fields',
      sql`cardinality(${t.registrationListFields}) between 1 and 20 AND ${t.registrationListFields} <@ '{full_name,nationality,date_of_birth,id_type,id_number,id_expiry,residence_country,room,arrival,departure,booking_reference,signed_at}'::text[]`,
    ),
  ],
);

/** The building a row belongs to: every business table has it, never null, never defaulted. */
const propertyId = () =>
  uuid('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'restrict' });

/** The role a user holds at a property: one per property they work at, none where they do not. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: propertyId(),
    role: appRole('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('user_roles_property_idx').on(t.propertyId),
  ],
);

/**
 * A room type of a property: the kind of room guests book and rates, discounts, photos and the
 * public site key on. `code` is the staff's short name ("Studio"), unique in its property whatever
 * the case; `name` and `name_ar` are what guests read (Arabic null: the English is shown).
 */
export const roomTypes = pgTable(
  'room_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    description: text('description'),
    descriptionAr: text('description_ar'),
    highlights: text('highlights').array().notNull().default(sql`'{}'::text[]`),
    highlightsAr: text('highlights_ar').array().notNull().default(sql`'{}'::text[]`),
    /** From a fixed set (`AMENITIES` in the domain); null: those its kind implies. */
    amenities: text('amenities').array(),
    /** Nightly base rate of its rooms that have none of their own, in cents. */
    baseRateCents: integer('base_rate_cents'),
    /** Guests included in the nightly rate; each one above pays the extra-guest fee a night. */
    baseOccupancy: integer('base_occupancy'),
    extraGuestCents: integer('extra_guest_cents').notNull().default(0),
    weeklyDiscountPercent: numeric('weekly_discount_percent', {
      precision: 5,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(0),
    monthlyDiscountPercent: numeric('monthly_discount_percent', {
      precision: 5,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('room_types_property_id_key').on(t.propertyId, t.id),
    uniqueIndex('room_types_code_key').on(t.propertyId, sql`lower(${t.code})`),
    check(
      'room_types_code',
      sql`char_length(${t.code}) between 1 and 60 AND ${t.code} = btrim(${t.code})`,
    ),
    check('room_types_name', sql`char_length(btrim(${t.name})) between 1 and 80`),
    check(
      'room_types_pricing',
      sql`${t.weeklyDiscountPercent} between 0 and 100 AND ${t.monthlyDiscountPercent} between 0 and 100 AND (${t.baseOccupancy} IS NULL OR ${t.baseOccupancy} between 1 and 20) AND ${t.extraGuestCents} between 0 and 10000000 AND (${t.baseRateCents} IS NULL OR ${t.baseRateCents} between 1 and 10000000)`,
    ),
  ],
);

export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    name: text('name').notNull(),
    unitNumber: text('unit_number'),
    roomTypeId: uuid('room_type_id').notNull(),
    unitSize: text('unit_size'),
    status: unitStatus('status').notNull().default('available'),
    bookingComId: text('booking_com_id'),
    comments: text('comments'),
    /** Nightly base rate offered on the public site, in cents. */
    baseRateCents: integer('base_rate_cents'),
    /** The room's own name on the public site over its type's (null: its type's name). */
    publicName: text('public_name'),
    publicNameAr: text('public_name_ar'),
    /** Housekeeping: clean, dirty (check-out sets it), inspected or out of order. */
    roomStatus: roomStatus('room_status').notNull().default('clean'),
    /** When and by whom the room status last changed (null: never, or by a check-out's default). */
    roomStatusAt: timestamp('room_status_at', { withTimezone: true }),
    roomStatusBy: uuid('room_status_by').references(() => users.id, { onDelete: 'set null' }),
    /** The landlord the room belongs to (owner statements); null: the operator's own. */
    landlordId: uuid('landlord_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('units_property_id_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'units_landlord_fk',
      columns: [t.propertyId, t.landlordId],
      foreignColumns: [landlords.propertyId, landlords.id],
    }).onDelete('restrict'),
    // What a room's own seasons point at, so they follow the room when its type changes.
    unique('units_property_type_id_key').on(t.propertyId, t.roomTypeId, t.id),
    foreignKey({
      name: 'units_room_type_fk',
      columns: [t.propertyId, t.roomTypeId],
      foreignColumns: [roomTypes.propertyId, roomTypes.id],
    }),
    index('units_name_idx').on(t.name),
    index('units_unit_number_idx').on(t.unitNumber),
    check('units_base_rate_positive', sql`${t.baseRateCents} IS NULL OR ${t.baseRateCents} > 0`),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    bookingReference: text('booking_reference').notNull(),
    unitId: uuid('unit_id'),
    guestNames: text('guest_names').array().notNull().default(sql`'{}'::text[]`),
    guestTypes: text('guest_types').array().notNull().default(sql`'{}'::text[]`),
    guestGenders: text('guest_genders').array().notNull().default(sql`'{}'::text[]`),
    guestAges: integer('guest_ages').array().notNull().default(sql`'{}'::integer[]`),
    numberOfGuests: integer('number_of_guests').notNull().default(1),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    guestNationality: text('guest_nationality'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull().generatedAlwaysAs(sql`check_out_date - check_in_date`),
    pricePerNightCents: bigint('price_per_night_cents', { mode: 'number' }),
    totalPriceCents: bigint('total_price_cents', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }),
    commissionAmountCents: bigint('commission_amount_cents', { mode: 'number' }),
    netRevenueCents: bigint('net_revenue_cents', { mode: 'number' }),
    source: text('source'),
    channel: text('channel'),
    status: reservationStatus('status').notNull().default('confirmed'),
    /** When and by whom the guests arrived (front desk check-in); null until then. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    checkedOutBy: uuid('checked_out_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    /** Lower-cased reference and guest names, kept by the write queries, for indexed substring search. */
    searchText: text('search_text').notNull().default(''),
    /** One per booking-wizard submission (or staff form): a repeated submission finds the stay it made. */
    idempotencyKey: text('idempotency_key'),
    /**
     * The secret of a public booking's confirmation page (256 random bits): whoever booked holds
     * it and nobody else can guess it. Kept as it is (not hashed) so a repeated submission is
     * answered with the same address; it shows nothing a guest did not type or was not quoted.
     */
    confirmationToken: text('confirmation_token'),
    /** The language the guest booked in ('en' or 'ar'): their e-mails are written in it. */
    guestLanguage: text('guest_language').notNull().default('en'),
    /**
     * The quote the stay was priced by (nights, discount, fees and taxes as they applied then),
     * so later rate or tax changes never rewrite it. Null for stays priced before quotes existed
     * and for channel imports, whose totals are the channel's.
     */
    priceQuote: jsonb('price_quote'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reservations_property_id_key').on(t.propertyId, t.id),
    // The migration narrows the action to `SET NULL (unit_id)`: the stay keeps its property.
    foreignKey({
      name: 'reservations_unit_fk',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [units.propertyId, units.id],
    }).onDelete('set null'),
    uniqueIndex('reservations_booking_reference_key').on(t.bookingReference),
    uniqueIndex('reservations_idempotency_key_key').on(t.idempotencyKey),
    uniqueIndex('reservations_confirmation_token_key').on(t.confirmationToken),
    // Every screen reads one property's stays: its indexes lead with the property, so a read
    // stays within the building's entries. Descending with PostgreSQL's default nulls order, like
    // a backward scan of an ascending index, so the list's sorts on columns that are never empty
    // all read an index.
    index('reservations_created_at_idx').on(
      t.propertyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // With the id: the list sorted by check-in (ties by id) reads a page straight off the index.
    index('reservations_check_in_idx').on(t.propertyId, t.checkInDate, t.id),
    index('reservations_check_out_idx').on(t.propertyId, t.checkOutDate),
    index('reservations_unit_stay_idx').on(t.unitId, t.checkInDate, t.checkOutDate),
    // Date windows (calendars, analytics, guests): `hasNightIn` asks `daterange(…) && window`
    // with this very expression, so both ends of the window bound the scan. Every status.
    index('reservations_stay_range_idx').using(
      'gist',
      sql`daterange(${t.checkInDate}, ${t.checkOutDate}, '[)')`,
    ),
    /** All Reservations sorted by room reads each room's stays in id order (reservationIdsByUnit). */
    index('reservations_unit_id_idx').on(t.unitId, t.id),
    index('reservations_source_idx').on(t.source),
    index('reservations_first_guest_idx').on(t.propertyId, sql`(${t.guestNames}[1])`),
    index('reservations_status_idx').on(t.propertyId, t.status),
    // One party in house per room: a check-in into a room whose guests have not checked out is
    // refused here, whichever path writes it (desk, edit form, undo) and however many at once.
    uniqueIndex('reservations_one_in_house_per_unit')
      .on(t.unitId)
      .where(sql`${t.status} = 'checked_in'`),
    index('reservations_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('reservations_stay_positive', sql`${t.checkOutDate} > ${t.checkInDate}`),
    // The desk stamps agree with the status (the lifecycle in packages/domain/src/stay-lifecycle.ts):
    // in house means checked in and not out; checked out means both; expected or cancelled, neither.
    check(
      'reservations_desk_stamps',
      sql`CASE ${t.status}
        WHEN 'checked_in' THEN ${t.checkedInAt} IS NOT NULL AND ${t.checkedOutAt} IS NULL
        WHEN 'checked_out' THEN ${t.checkedInAt} IS NOT NULL AND ${t.checkedOutAt} IS NOT NULL
          AND ${t.checkedOutAt} >= ${t.checkedInAt}
        ELSE ${t.checkedInAt} IS NULL AND ${t.checkedOutAt} IS NULL
      END`,
    ),
    check(
      'reservations_guests_positive',
      sql`${t.numberOfGuests} >= 1 AND ${t.adults} >= 1 AND ${t.children} >= 0`,
    ),
    check(
      'reservations_money_non_negative',
      sql`coalesce(${t.pricePerNightCents}, 0) >= 0 AND coalesce(${t.totalPriceCents}, 0) >= 0`,
    ),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    /** Null between upload and the reservation's creation, which links it. */
    reservationId: uuid('reservation_id'),
    kind: documentKind('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'documents_reservation_fk',
      columns: [t.propertyId, t.reservationId],
      foreignColumns: [reservations.propertyId, reservations.id],
    }).onDelete('cascade'),
    uniqueIndex('documents_storage_key_key').on(t.storageKey),
    index('documents_reservation_id_idx').on(t.reservationId),
  ],
);

/** Outbox: written in the same transaction as the change it reports; a worker delivers it. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: notificationStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A receipt of the same property, sent with the message as its PDF. */
    receiptId: uuid('receipt_id'),
    /** A landlord's statement of the same property, sent with the message as its PDF. */
    statementId: uuid('statement_id'),
    /**
     * A stay whose registration link the message carries: the link is made when the message is
     * sent, so the outbox never holds its secret (decision 0086).
     */
    registrationLinkFor: uuid('registration_link_for'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_due_idx').on(t.status, t.nextAttemptAt),
    foreignKey({
      name: 'notifications_receipt_fk',
      columns: [t.propertyId, t.receiptId],
      foreignColumns: [receipts.propertyId, receipts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'notifications_statement_fk',
      columns: [t.propertyId, t.statementId],
      foreignColumns: [ownerStatements.propertyId, ownerStatements.id],
    }).onDelete('restrict'),
    check('notifications_one_document', sql`num_nonnulls(${t.receiptId}, ${t.statementId}) <= 1`),
    foreignKey({
      name: 'notifications_registration_link_fk',
      columns: [t.propertyId, t.registrationLinkFor],
      foreignColumns: [reservations.propertyId, reservations.id],
    }).onDelete('cascade'),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The property the change was made at; null only for the organisation's users. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'restrict' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    check('audit_log_property', sql`(${t.propertyId} IS NULL) = (${t.entity} = 'user')`),
  ],
);

/** Fixed-window counters shared by every server instance (sign-in throttling, public booking). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * An admin's departures from the default permission matrix (`packages/domain/src/roles.ts`):
 * one row per adjusted role and capability. No row means the default applies.
 */
export const roleCapabilities = pgTable(
  'role_capabilities',
  {
    propertyId: propertyId(),
    role: appRole('role').notNull(),
    capability: text('capability').notNull(),
    allowed: boolean('allowed').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.role, t.capability] })],
);

/**
 * What a scheduled job has done once and must never do again, whichever instance runs it and
 * however often: the pre-arrival mail of a stay (key: its id), the digest of a day (key: the
 * date). Written in the same transaction as the mail it stands for.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    /** The property the run was for; null only for the installation's own jobs (backups). */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'restrict' }),
    runKey: text('run_key').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_runs_key').on(t.job, t.propertyId, t.runKey).nullsNotDistinct(),
    check('job_runs_property', sql`(${t.propertyId} IS NULL) = (${t.job} = 'daily-backup')`),
  ],
);

/**
 * A block on a unit for the half-open nights [from, to): maintenance (out of order), owner use or
 * another reason. Its nights are occupied like a stay's (see `unitOccupancy`).
 */
export const unitHolds = pgTable(
  'unit_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    unitId: uuid('unit_id').notNull(),
    kind: holdKind('kind').notNull(),
    reason: text('reason').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('unit_holds_property_id_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'unit_holds_unit_fk',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [units.propertyId, units.id],
    }).onDelete('cascade'),
    index('unit_holds_unit_dates_idx').on(t.unitId, t.fromDate, t.toDate),
    // Date windows: `holdHasNightIn` asks `daterange(…) && window` with this very expression.
    index('unit_holds_range_idx').using('gist', sql`daterange(${t.fromDate}, ${t.toDate}, '[)')`),
    check('unit_holds_dates_ordered', sql`${t.toDate} > ${t.fromDate}`),
  ],
);

/**
 * A problem a housekeeper reports in a room (a maintenance request), open until a supervisor
 * takes the room out of order for it (`out_of_order`, with the hold made) or dismisses it. One
 * open report per room: a second reporter sees the first one instead of filing it again.
 */
export const roomProblems = pgTable(
  'room_problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    unitId: uuid('unit_id').notNull(),
    description: text('description').notNull(),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    holdId: uuid('hold_id'),
  },
  (t) => [
    foreignKey({
      name: 'room_problems_unit_fk',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [units.propertyId, units.id],
    }).onDelete('cascade'),
    // The migration narrows the action to `SET NULL (hold_id)`.
    foreignKey({
      name: 'room_problems_hold_fk',
      columns: [t.propertyId, t.holdId],
      foreignColumns: [unitHolds.propertyId, unitHolds.id],
    }).onDelete('set null'),
    uniqueIndex('room_problems_one_open_per_unit').on(t.unitId).where(sql`${t.closedAt} is null`),
    check(
      'room_problems_description_length',
      sql`char_length(btrim(${t.description})) between 1 and 200`,
    ),
    check('room_problems_outcome', sql`${t.outcome} in ('out_of_order', 'dismissed')`),
    check(
      'room_problems_closed_with_outcome',
      sql`(${t.closedAt} is null) = (${t.outcome} is null)`,
    ),
    check(
      'room_problems_hold_only_out_of_order',
      sql`${t.holdId} is null or ${t.outcome} = 'out_of_order'`,
    ),
  ],
);

/**
 * Every occupied night range of every unit, one row per non-cancelled stay with a unit and one per
 * hold, written only by the triggers of `reservations` and `unit_holds` in the writing statement.
 * Its exclusion constraint `unit_occupancy_no_overlap` (migration, hand-written) is the one
 * guarantee that no two of them share a night of a unit, whichever table a write comes from.
 */
export const unitOccupancy = pgTable(
  'unit_occupancy',
  {
    propertyId: uuid('property_id').notNull(),
    unitId: uuid('unit_id').notNull(),
    during: daterange('during').notNull(),
    /** The stay (no foreign key: the triggers are the only writers and remove it with the stay). */
    reservationId: uuid('reservation_id'),
    holdId: uuid('hold_id'),
  },
  (t) => [
    uniqueIndex('unit_occupancy_reservation_key').on(t.reservationId),
    uniqueIndex('unit_occupancy_hold_key').on(t.holdId),
    check('unit_occupancy_one_owner', sql`num_nonnulls(${t.reservationId}, ${t.holdId}) = 1`),
  ],
);

export const channelKind = pgEnum('channel_kind', ['booking_com', 'airbnb', 'other']);

/**
 * A room's export calendar: the secret token of its URL (`/api/ical/{token}.ics`), 256 random
 * bits, looked up by its SHA-256 so the lookup's timing says nothing about the token. Rotating
 * replaces both, and the old URL answers 404 from then on.
 */
export const unitExportTokens = pgTable(
  'unit_export_tokens',
  {
    unitId: uuid('unit_id').primaryKey(),
    propertyId: propertyId(),
    /** The token itself, shown to admins on the Channels page to copy. */
    token: text('token').notNull(),
    tokenSha256: text('token_sha256').notNull(),
    rotatedBy: uuid('rotated_by').references(() => users.id, { onDelete: 'set null' }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'unit_export_tokens_unit_fk',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [units.propertyId, units.id],
    }).onDelete('cascade'),
    uniqueIndex('unit_export_tokens_sha256_key').on(t.tokenSha256),
  ],
);

/**
 * A channel's calendar of one room, polled on the job engine. The URL is a secret (it is the
 * channel's only access control): shown to admins only, never logged.
 */
export const channelFeeds = pgTable(
  'channel_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    unitId: uuid('unit_id').notNull(),
    channel: channelKind('channel').notNull(),
    url: text('url').notNull(),
    /** Minutes between polls; null: the property's default (`channel_sync_minutes`). */
    intervalMinutes: integer('interval_minutes'),
    /** The validators of the last full answer, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** When a poll last started (any instance); a poll claims the feed by moving it. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** The last poll's failure as a code (FETCH_TIMEOUT, TOO_LARGE, PARSE_FAILED, SUSPECT_EMPTY…). */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    /** Events in the feed at its last successful poll. */
    eventCount: integer('event_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('channel_feeds_property_id_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'channel_feeds_unit_fk',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [units.propertyId, units.id],
    }).onDelete('cascade'),
    index('channel_feeds_unit_idx').on(t.unitId),
    check(
      'channel_feeds_interval',
      sql`${t.intervalMinutes} IS NULL OR ${t.intervalMinutes} between 5 and 1440`,
    ),
    check('channel_feeds_url_length', sql`char_length(${t.url}) between 1 and 2000`),
  ],
);

/**
 * What each feed's events have become: the stay made from an event (by its UID), with the nights
 * it was last seen at. An event that disappears from its feed cancels its stay.
 */
export const channelEvents = pgTable(
  'channel_events',
  {
    propertyId: propertyId(),
    feedId: uuid('feed_id').notNull(),
    uid: text('uid').notNull(),
    reservationId: uuid('reservation_id'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.feedId, t.uid] }),
    foreignKey({
      name: 'channel_events_feed_fk',
      columns: [t.propertyId, t.feedId],
      foreignColumns: [channelFeeds.propertyId, channelFeeds.id],
    }).onDelete('cascade'),
    // The migration narrows the action to `SET NULL (reservation_id)`.
    foreignKey({
      name: 'channel_events_reservation_fk',
      columns: [t.propertyId, t.reservationId],
      foreignColumns: [reservations.propertyId, reservations.id],
    }).onDelete('set null'),
    index('channel_events_reservation_idx').on(t.reservationId),
  ],
);

/**
 * A channel's event that could not be taken because its nights overlap a stay or a hold: never
 * overwritten, listed on the Channels page until staff resolve it. One open conflict per event.
 */
export const channelConflicts = pgTable(
  'channel_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    feedId: uuid('feed_id').notNull(),
    uid: text('uid').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({
      name: 'channel_conflicts_feed_fk',
      columns: [t.propertyId, t.feedId],
      foreignColumns: [channelFeeds.propertyId, channelFeeds.id],
    }).onDelete('cascade'),
    uniqueIndex('channel_conflicts_open_key')
      .on(t.feedId, t.uid, t.fromDate, t.toDate)
      .where(sql`${t.resolvedAt} IS NULL`),
    index('channel_conflicts_feed_idx').on(t.feedId),
  ],
);

/**
 * A season: nightly rates for a room type (or one room) over a date range, inclusive of both
 * dates as nights, with restrictions. Where seasons overlap, a room's own beats its type's, then
 * the shorter one, then the newer one (packages/domain/src/quote).
 */
export const rateSeasons = pgTable(
  'rate_seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    name: text('name').notNull(),
    roomTypeId: uuid('room_type_id').notNull(),
    /** One room of the type (null: every room of it). */
    unitId: uuid('unit_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    nightlyCents: integer('nightly_cents').notNull(),
    weekendCents: integer('weekend_cents'),
    minStay: integer('min_stay'),
    maxStay: integer('max_stay'),
    /** Weekdays (0 Sunday … 6 Saturday) on which a stay may not arrive, or may not depart. */
    closedToArrival: integer('closed_to_arrival').array().notNull().default(sql`'{}'::integer[]`),
    closedToDeparture: integer('closed_to_departure')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'rate_seasons_room_type_fk',
      columns: [t.propertyId, t.roomTypeId],
      foreignColumns: [roomTypes.propertyId, roomTypes.id],
    }).onDelete('cascade'),
    // A room's own season is of the room's type, and follows the room to another type.
    foreignKey({
      name: 'rate_seasons_unit_fk',
      columns: [t.propertyId, t.roomTypeId, t.unitId],
      foreignColumns: [units.propertyId, units.roomTypeId, units.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('rate_seasons_type_dates_idx').on(t.propertyId, t.roomTypeId, t.startDate, t.endDate),
    check('rate_seasons_dates', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'rate_seasons_rates',
      sql`${t.nightlyCents} > 0 AND ${t.nightlyCents} <= 10000000 AND (${t.weekendCents} IS NULL OR (${t.weekendCents} > 0 AND ${t.weekendCents} <= 10000000))`,
    ),
    check(
      'rate_seasons_stay_limits',
      sql`(${t.minStay} IS NULL OR ${t.minStay} between 1 and 365) AND (${t.maxStay} IS NULL OR ${t.maxStay} between 1 and 365) AND (${t.minStay} IS NULL OR ${t.maxStay} IS NULL OR ${t.maxStay} >= ${t.minStay})`,
    ),
    check(
      'rate_seasons_weekdays',
      sql`${t.closedToArrival} <@ '{0,1,2,3,4,5,6}'::integer[] AND ${t.closedToDeparture} <@ '{0,1,2,3,4,5,6}'::integer[]`,
    ),
    check('rate_seasons_name', sql`char_length(${t.name}) between 1 and 80`),
  ],
);

/**
 * A tax or fee added to (or included in) every stay sold from now on: a percentage of the room
 * revenue (optionally with a per-night minimum and maximum), an amount per night, or an amount per
 * stay. A stay keeps the ones that applied to it in its quote.
 */
export const priceCharges = pgTable(
  'price_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    name: text('name').notNull(),
    // CHARGE_KINDS and CHARGE_BASES (domain pricing/types.ts), held by the checks below.
    kind: text('kind', { enum: ['tax', 'fee'] }).notNull(),
    basis: text('basis', { enum: ['percent', 'per_night', 'per_stay'] }).notNull(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    amountCents: integer('amount_cents'),
    minPerNightCents: integer('min_per_night_cents'),
    maxPerNightCents: integer('max_per_night_cents'),
    included: boolean('included').notNull().default(false),
    position: integer('position').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('price_charges_kind', sql`${t.kind} in ('tax', 'fee')`),
    check(
      'price_charges_basis',
      sql`(${t.basis} = 'percent' AND ${t.percent} between 0 and 100 AND ${t.amountCents} IS NULL) OR (${t.basis} in ('per_night', 'per_stay') AND ${t.amountCents} between 0 and 10000000 AND ${t.percent} IS NULL AND ${t.minPerNightCents} IS NULL AND ${t.maxPerNightCents} IS NULL)`,
    ),
    check(
      'price_charges_limits',
      sql`coalesce(${t.minPerNightCents}, 0) >= 0 AND coalesce(${t.maxPerNightCents}, 0) <= 10000000 AND (${t.minPerNightCents} IS NULL OR ${t.maxPerNightCents} IS NULL OR ${t.maxPerNightCents} >= ${t.minPerNightCents})`,
    ),
    check('price_charges_name', sql`char_length(${t.name}) between 1 and 60`),
  ],
);

/**
 * A room type's public photos, in order (position 0 is the cover). The files, metadata stripped
 * and resized to `widths` in AVIF and WebP, live under `DATA_DIR/photos/<storage_key>/`;
 * `width` and `height` are those of the largest size.
 */
export const suitePhotos = pgTable(
  'suite_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    roomTypeId: uuid('room_type_id').notNull(),
    storageKey: uuid('storage_key').notNull(),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: integer('widths').array().notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suite_photos_storage_key_key').on(t.storageKey),
    foreignKey({
      name: 'suite_photos_room_type_fk',
      columns: [t.propertyId, t.roomTypeId],
      foreignColumns: [roomTypes.propertyId, roomTypes.id],
    }).onDelete('cascade'),
    index('suite_photos_room_type_position_idx').on(t.propertyId, t.roomTypeId, t.position),
    check('suite_photos_size_positive', sql`${t.width} > 0 AND ${t.height} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The money ledger (decision 0070): append-only double entry. The rules the database enforces
// (migration 0030) are listed in decision 0070.

/**
 * The chart of accounts. Amounts are signed: positive debits, negative credits. A folio's balance
 * is its `receivable` lines (positive: the guest owes); deposits are owed to the guest until
 * applied, returned or kept.
 */
export const ledgerAccount = pgEnum('ledger_account', [
  'receivable',
  'deposits_held',
  'security_deposits',
  'room_revenue',
  'extras_revenue',
  'fee_revenue',
  'taxes_payable',
  'cash',
  'card_terminal',
  'bank',
  'channel_clearing',
  'currency_exchange',
  'exchange_difference',
  'channel_commission',
  'commission_expense',
  'commission_payable',
  'owner_payable',
  'cash_over_short',
  'cancellation_revenue',
  'owner_share',
]);
/** A stay's folios: its guest's, and optionally a company's that pays part of it. */
export const folioKind = pgEnum('folio_kind', ['guest', 'company']);
export const journalKind = pgEnum('journal_kind', [
  'charge',
  'room_night',
  'fee',
  'payment',
  'deposit',
  'deposit_applied',
  'security_deposit',
  'security_returned',
  'security_kept',
  'refund',
  'transfer',
  'reversal',
  'commission',
  'commission_paid',
  'cash_count',
  'owner_share',
  'owner_payout',
  'owner_expense',
]);
export const paymentMethod = pgEnum('payment_method', [
  'cash',
  'card',
  'bank_transfer',
  'instapay',
  'channel',
]);

/**
 * The business day open for postings at each property: every journal is dated with it, and
 * closing it (a `business_days` row) moves it on by one day, never back.
 */
export const propertyLedgers = pgTable('property_ledgers', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'restrict' }),
  openDay: date('open_day', { mode: 'string' }).notNull(),
});

/** A closed business day: who or what closed it (null: the automatic day close) and when. */
export const businessDays = pgTable(
  'business_days',
  {
    propertyId: propertyId(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'restrict' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.businessDate] })],
);

/** What a stay owes and has paid, in one currency; its balance is the sum of its lines. */
export const folios = pgTable(
  'folios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    reservationId: uuid('reservation_id').notNull(),
    kind: folioKind('kind').notNull().default('guest'),
    /** Who pays it, as printed on its documents ("Guest", a company's name). */
    payer: text('payer').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('folios_property_id_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'folios_reservation_fk',
      columns: [t.propertyId, t.reservationId],
      foreignColumns: [reservations.propertyId, reservations.id],
    }).onDelete('restrict'),
    uniqueIndex('folios_one_guest_folio').on(t.reservationId).where(sql`${t.kind} = 'guest'`),
    check('folios_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('folios_payer_length', sql`char_length(${t.payer}) <= 120`),
    check('folios_closed', sql`(${t.closedAt} IS NULL) = (${t.closedBy} IS NULL)`),
  ],
);

/** One money event at a property: balanced lines posted together, never changed afterwards. */
export const journals = pgTable(
  'journals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    /** The property's open business day when it was posted. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    kind: journalKind('kind').notNull(),
    /** What makes a retried or repeated request post once (`night:<stay>:<date>`, `pay:<key>`…). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The journal this one cancels, line by line (kind `reversal`). */
    reversesJournalId: uuid('reverses_journal_id'),
    /** Why: the reason of a refund, a reversal or a kept deposit; what an extra was. */
    memo: text('memo').notNull().default(''),
    /** Who posted it; null for the automatic day close. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    /** Posting order: journals of one transaction share `createdAt`. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    unique('journals_property_id_key').on(t.propertyId, t.id),
    unique('journals_idempotency_key').on(t.propertyId, t.idempotencyKey),
    unique('journals_reversed_once').on(t.propertyId, t.reversesJournalId),
    foreignKey({
      name: 'journals_reverses_fk',
      columns: [t.propertyId, t.reversesJournalId],
      foreignColumns: [t.propertyId, t.id],
    }).onDelete('restrict'),
    index('journals_business_date_idx').on(t.propertyId, t.businessDate),
    check(
      'journals_reversal',
      sql`(${t.kind} = 'reversal') = (${t.reversesJournalId} IS NOT NULL)`,
    ),
    check(
      'journals_text_lengths',
      sql`char_length(${t.idempotencyKey}) between 1 and 200 AND char_length(${t.memo}) <= 500`,
    ),
  ],
);

/** A journal's lines: an account, an amount in minor units and its currency, maybe a folio. */
export const journalLines = pgTable(
  'journal_lines',
  {
    propertyId: propertyId(),
    journalId: uuid('journal_id').notNull(),
    lineNo: integer('line_no').notNull(),
    account: ledgerAccount('account').notNull(),
    folioId: uuid('folio_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The night a room charge or its tax is for. */
    night: date('night', { mode: 'string' }),
    /** Which extra, tax or fee a line is (the charge's code), as receipts list it. */
    code: text('code'),
    description: text('description').notNull().default(''),
    /** The room a night was charged in, as it was that night (owner statements read it). */
    unitId: uuid('unit_id'),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.journalId, t.lineNo] }),
    foreignKey({
      name: 'journal_lines_unit_fk',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [units.propertyId, units.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'journal_lines_journal_fk',
      columns: [t.propertyId, t.journalId],
      foreignColumns: [journals.propertyId, journals.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'journal_lines_folio_fk',
      columns: [t.propertyId, t.folioId],
      foreignColumns: [folios.propertyId, folios.id],
    }).onDelete('restrict'),
    index('journal_lines_folio_idx')
      .on(t.propertyId, t.folioId)
      .where(sql`${t.folioId} IS NOT NULL`),
    // The nights a period's analytics read from the ledger (queries/analytics.ts).
    index('journal_lines_charged_nights_idx')
      .on(t.propertyId, t.night, t.journalId, t.account, t.folioId, t.amountMinor)
      .where(
        sql`${t.night} IS NOT NULL AND ${t.account} in ('receivable', 'commission_expense', 'channel_commission')`,
      ),
    check(
      'journal_lines_amount',
      sql`${t.amountMinor} <> 0 AND abs(${t.amountMinor}) <= 100000000000`,
    ),
    check('journal_lines_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('journal_lines_line_no', sql`${t.lineNo} between 1 and 1000`),
    // A guest's money is always someone's: folio accounts name their folio, and only they do.
    check(
      'journal_lines_folio_accounts',
      sql`(${t.folioId} IS NOT NULL) = (${t.account} in ('receivable', 'deposits_held', 'security_deposits'))`,
    ),
    check(
      'journal_lines_text_lengths',
      sql`char_length(coalesce(${t.code}, '')) <= 60 AND char_length(${t.description}) <= 200`,
    ),
  ],
);

/**
 * What staff may post to a property's folios besides the nights (decision 0078): each extra with
 * its code (what its lines name), its names in English and Arabic (as folios and receipts show
 * them), the revenue account it earns, a default price, and whether it is offered. A new property
 * starts with the usual list (a trigger); an extra is retired, never removed, since posted lines
 * name it.
 */
export const folioExtras = pgTable(
  'folio_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    labelAr: text('label_ar').notNull().default(''),
    /** The revenue account it earns (EXTRA_ACCOUNTS, domain ledger/extras.ts). */
    account: text('account').notNull(),
    defaultAmountMinor: integer('default_amount_minor'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('folio_extras_code_key').on(t.propertyId, t.code),
    check('folio_extras_code', sql`${t.code} ~ '^[a-z0-9_]{1,40}$'`),
    check(
      'folio_extras_labels',
      sql`char_length(${t.label}) between 1 and 60 AND char_length(${t.labelAr}) <= 60`,
    ),
    check(
      'folio_extras_account',
      sql`${t.account} in ('extras_revenue', 'room_revenue', 'cancellation_revenue')`,
    ),
    check(
      'folio_extras_amount',
      sql`${t.defaultAmountMinor} IS NULL OR ${t.defaultAmountMinor} between 1 and 10000000`,
    ),
  ],
);

/**
 * A cash drawer: the cash one person holds at a property from its opening (with a float in each
 * currency) until they hand it over to someone else, who counts it. What it should hold is its
 * float and the cash payments and refunds made into it; the count and that figure are kept as they
 * were at the hand-over, and the drawer never changes again.
 */
export const cashDrawers = pgTable(
  'cash_drawers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    floatUsdMinor: bigint('float_usd_minor', { mode: 'number' }).notNull().default(0),
    floatEgpMinor: bigint('float_egp_minor', { mode: 'number' }).notNull().default(0),
    /** The hand-over: when, to whom, what they counted and what the drawer should have held. */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'restrict' }),
    countedUsdMinor: bigint('counted_usd_minor', { mode: 'number' }),
    countedEgpMinor: bigint('counted_egp_minor', { mode: 'number' }),
    expectedUsdMinor: bigint('expected_usd_minor', { mode: 'number' }),
    expectedEgpMinor: bigint('expected_egp_minor', { mode: 'number' }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    unique('cash_drawers_property_id_key').on(t.propertyId, t.id),
    // One open drawer per person and property: their cash goes into it.
    uniqueIndex('cash_drawers_one_open')
      .on(t.propertyId, t.holderId)
      .where(sql`${t.handedOverAt} IS NULL`),
    index('cash_drawers_handed_over_idx').on(t.propertyId, t.handedOverAt),
    check(
      'cash_drawers_float',
      sql`${t.floatUsdMinor} between 0 and 100000000 AND ${t.floatEgpMinor} between 0 and 1000000000`,
    ),
    check(
      'cash_drawers_hand_over',
      sql`(${t.handedOverAt} IS NULL AND ${t.receivedBy} IS NULL AND ${t.countedUsdMinor} IS NULL AND ${t.countedEgpMinor} IS NULL AND ${t.expectedUsdMinor} IS NULL AND ${t.expectedEgpMinor} IS NULL) OR (${t.handedOverAt} IS NOT NULL AND ${t.receivedBy} IS NOT NULL AND ${t.receivedBy} <> ${t.holderId} AND ${t.countedUsdMinor} between 0 and 100000000 AND ${t.countedEgpMinor} between 0 and 1000000000 AND ${t.expectedUsdMinor} IS NOT NULL AND ${t.expectedEgpMinor} IS NOT NULL)`,
    ),
    check('cash_drawers_note_length', sql`char_length(${t.note}) <= 500`),
  ],
);

/**
 * How money changed hands for a payment, deposit or refund journal: the method, who received it
 * and when, the method's references, and, when tendered in another currency, both amounts and the
 * rate used.
 */
export const payments = pgTable(
  'payments',
  {
    propertyId: propertyId(),
    journalId: uuid('journal_id').notNull(),
    method: paymentMethod('method').notNull(),
    /** In the folio's currency. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** What was handed over in another currency (EGP cash for a USD folio), at `exchangeRate`. */
    tenderedMinor: bigint('tendered_minor', { mode: 'number' }),
    tenderedCurrency: text('tendered_currency'),
    /** Units of the tendered currency per unit of the folio's. */
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 6, mode: 'string' }),
    reference: text('reference'),
    cardLast4: text('card_last4'),
    approvalCode: text('approval_code'),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'restrict' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
    /** The cash drawer cash went into or came out of (cash only; the database requires it). */
    drawerId: uuid('drawer_id'),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.journalId] }),
    foreignKey({
      name: 'payments_drawer_fk',
      columns: [t.propertyId, t.drawerId],
      foreignColumns: [cashDrawers.propertyId, cashDrawers.id],
    }).onDelete('restrict'),
    check('payments_drawer_cash', sql`${t.drawerId} IS NULL OR ${t.method} = 'cash'`),
    index('payments_drawer_idx').on(t.propertyId, t.drawerId).where(sql`${t.drawerId} IS NOT NULL`),
    foreignKey({
      name: 'payments_journal_fk',
      columns: [t.propertyId, t.journalId],
      foreignColumns: [journals.propertyId, journals.id],
    }).onDelete('restrict'),
    check('payments_amount', sql`${t.amountMinor} > 0 AND ${t.amountMinor} <= 100000000000`),
    check('payments_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'payments_tendered',
      sql`(${t.tenderedMinor} IS NULL AND ${t.tenderedCurrency} IS NULL AND ${t.exchangeRate} IS NULL) OR (${t.tenderedMinor} > 0 AND ${t.tenderedCurrency} ~ '^[A-Z]{3}$' AND ${t.tenderedCurrency} <> ${t.currency} AND ${t.exchangeRate} > 0)`,
    ),
    check(
      'payments_card',
      sql`(${t.method} = 'card') OR (${t.cardLast4} IS NULL AND ${t.approvalCode} IS NULL)`,
    ),
    check('payments_card_last4', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
    check(
      'payments_text_lengths',
      sql`char_length(coalesce(${t.reference}, '')) <= 100 AND char_length(coalesce(${t.approvalCode}, '')) <= 20 AND char_length(${t.note}) <= 500`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Receipts (decision 0073): numbered without gaps per property and series by the database.

/** The last number given in each series of each property. */
export const receiptSeries = pgTable(
  'receipt_series',
  {
    propertyId: propertyId(),
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.series] }),
    check(
      'receipt_series_series',
      sql`${t.series} in ('receipt', 'refund', 'invoice', 'credit_note')`,
    ),
    check('receipt_series_last_number', sql`${t.lastNumber} >= 1`),
  ],
);

/**
 * A numbered document of a stay's money, in the guest's language: a receipt of money received
 * (series `receipt`) or paid back (`refund`) for one payment journal, the invoice of one folio
 * (`invoice`), or the credit note of one correction of a charge (`credit_note`, for its reversal
 * journal). Its number is given by the database, and its contents are kept as issued (the shape
 * an e-receipt is made from), never changed.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    series: text('series').notNull(),
    /** Given by the database: the series' next number, without gaps. */
    number: integer('number').notNull().default(0),
    /** The payment or correction it documents; null for an invoice. */
    journalId: uuid('journal_id'),
    /** The folio an invoice is of; null for the others. */
    folioId: uuid('folio_id'),
    reservationId: uuid('reservation_id').notNull(),
    language: text('language').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'restrict' }),
    document: jsonb('document').notNull(),
  },
  (t) => [
    unique('receipts_property_id_key').on(t.propertyId, t.id),
    unique('receipts_number_key').on(t.propertyId, t.series, t.number),
    unique('receipts_journal_key').on(t.propertyId, t.journalId),
    unique('receipts_folio_key').on(t.propertyId, t.folioId),
    foreignKey({
      name: 'receipts_folio_fk',
      columns: [t.propertyId, t.folioId],
      foreignColumns: [folios.propertyId, folios.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'receipts_journal_fk',
      columns: [t.propertyId, t.journalId],
      foreignColumns: [journals.propertyId, journals.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'receipts_reservation_fk',
      columns: [t.propertyId, t.reservationId],
      foreignColumns: [reservations.propertyId, reservations.id],
    }).onDelete('restrict'),
    check('receipts_series', sql`${t.series} in ('receipt', 'refund', 'invoice', 'credit_note')`),
    // An invoice is of a folio; every other document is of one journal.
    check(
      'receipts_subject',
      sql`CASE WHEN ${t.series} = 'invoice' THEN ${t.folioId} IS NOT NULL AND ${t.journalId} IS NULL
          ELSE ${t.journalId} IS NOT NULL AND ${t.folioId} IS NULL END`,
    ),
    check('receipts_language', sql`${t.language} in ('en', 'ar')`),
  ],
);

/**
 * A property's place on the channel manager (Channex): its Channex property id, and the state of
 * its pushes — the lease one instance holds while pushing, when to try again after a refusal or a
 * rate limit, the current failure streak, and the day of its last nightly full sync.
 */
export const channexConnections = pgTable(
  'channex_connections',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'restrict' }),
    channexPropertyId: text('channex_property_id').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    failureStreak: integer('failure_streak').notNull().default(0),
    /** When the admins were mailed about the current failure streak (null: not yet). */
    failureMailedAt: timestamp('failure_mailed_at', { withTimezone: true }),
    fullSyncOn: date('full_sync_on', { mode: 'string' }),
    /** When the booking revision feed was last read (null: never). */
    lastPulledAt: timestamp('last_pulled_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('channex_connections_channex_key').on(t.channexPropertyId),
    check('channex_connections_id', sql`${t.channexPropertyId} ~ '^[0-9a-f-]{36}$'`),
    check('channex_connections_streak', sql`${t.failureStreak} >= 0`),
  ],
);

/** A room type of ours and its Channex room type (the rooms Channex sells as one inventory). */
export const channexRoomTypes = pgTable(
  'channex_room_types',
  {
    propertyId: uuid('property_id').notNull(),
    roomTypeId: uuid('room_type_id').notNull(),
    channexRoomTypeId: text('channex_room_type_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.roomTypeId] }),
    unique('channex_room_types_channex_key').on(t.propertyId, t.channexRoomTypeId),
    foreignKey({
      name: 'channex_room_types_connection_fk',
      columns: [t.propertyId],
      foreignColumns: [channexConnections.propertyId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'channex_room_types_room_type_fk',
      columns: [t.propertyId, t.roomTypeId],
      foreignColumns: [roomTypes.propertyId, roomTypes.id],
    }).onDelete('cascade'),
    check('channex_room_types_id', sql`${t.channexRoomTypeId} ~ '^[0-9a-f-]{36}$'`),
  ],
);

/**
 * A Channex rate plan of a mapped room type, priced from our rates with a markup (or a discount,
 * below zero): in basis points of a percent (`percent`, 1500 = +15 %) or in cents a night
 * (`amount`). A plan with no markup is the base plan; the others are the channels' derived rates.
 */
export const channexRatePlans = pgTable(
  'channex_rate_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').notNull(),
    roomTypeId: uuid('room_type_id').notNull(),
    channexRatePlanId: text('channex_rate_plan_id').notNull(),
    name: text('name').notNull(),
    markupKind: text('markup_kind').notNull().default('percent'),
    markup: integer('markup').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('channex_rate_plans_channex_key').on(t.propertyId, t.channexRatePlanId),
    foreignKey({
      name: 'channex_rate_plans_room_type_fk',
      columns: [t.propertyId, t.roomTypeId],
      foreignColumns: [channexRoomTypes.propertyId, channexRoomTypes.roomTypeId],
    }).onDelete('cascade'),
    check('channex_rate_plans_id', sql`${t.channexRatePlanId} ~ '^[0-9a-f-]{36}$'`),
    check('channex_rate_plans_name', sql`char_length(btrim(${t.name})) between 1 and 60`),
    check(
      'channex_rate_plans_markup',
      sql`CASE ${t.markupKind} WHEN 'percent' THEN ${t.markup} between -5000 and 10000
          WHEN 'amount' THEN ${t.markup} between -100000 and 100000 ELSE false END`,
    ),
  ],
);

/**
 * What must reach Channex: a mapped room type's night whose availability, or rates and stay rules,
 * changed since the last push. Written by triggers on every table those depend on (migration
 * 0041), so no change can forget it; one row per room type and night however often it changes.
 */
export const channexAriQueue = pgTable(
  'channex_ari_queue',
  {
    propertyId: uuid('property_id').notNull(),
    roomTypeId: uuid('room_type_id').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    availability: boolean('availability').notNull().default(false),
    restrictions: boolean('restrictions').notNull().default(false),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken anew at each change: a push clears only the rows it read, unchanged since. */
    version: bigserial('version', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.roomTypeId, t.night] }),
    foreignKey({
      name: 'channex_ari_queue_room_type_fk',
      columns: [t.propertyId, t.roomTypeId],
      foreignColumns: [channexRoomTypes.propertyId, channexRoomTypes.roomTypeId],
    }).onDelete('cascade'),
    check('channex_ari_queue_something', sql`${t.availability} OR ${t.restrictions}`),
  ],
);

/** One push to Channex, as it went: what kind, how many ranges, and its outcome by code. */
export const channexPushes = pgTable(
  'channex_pushes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: propertyId(),
    kind: text('kind').notNull(),
    valueCount: integer('value_count').notNull(),
    nightFrom: date('night_from', { mode: 'string' }).notNull(),
    nightTo: date('night_to', { mode: 'string' }).notNull(),
    outcome: text('outcome').notNull(),
    errorCode: text('error_code'),
    warningCount: integer('warning_count').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('channex_pushes_property_at_idx').on(t.propertyId, t.at),
    check('channex_pushes_kind', sql`${t.kind} in ('availability', 'restrictions')`),
    check(
      'channex_pushes_outcome',
      sql`${t.outcome} in ('pushed', 'failed', 'rate_limited') AND (${t.outcome} = 'pushed') = (${t.errorCode} IS NULL)`,
    ),
    check('channex_pushes_nights', sql`${t.nightTo} >= ${t.nightFrom} AND ${t.valueCount} > 0`),
  ],
);

/**
 * A Channex booking revision this product has handled: at most once (the key), with what came of
 * it, and when Channex was told (acknowledged). Written with the stays it changed, in one
 * transaction; never changed after, but for the acknowledgement (migration 0042).
 */
export const channexRevisions = pgTable(
  'channex_revisions',
  {
    propertyId: propertyId(),
    revisionId: text('revision_id').notNull(),
    bookingId: text('booking_id').notNull(),
    status: text('status').notNull(),
    outcome: text('outcome').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.revisionId] }),
    index('channex_revisions_unacked_idx').on(t.propertyId).where(sql`${t.ackedAt} IS NULL`),
    check('channex_revisions_status', sql`${t.status} in ('new', 'modified', 'cancelled')`),
    check(
      'channex_revisions_outcome',
      sql`${t.outcome} in ('placed', 'repacked', 'unassigned', 'updated', 'cancelled', 'unchanged', 'refused')`,
    ),
  ],
);

/**
 * A room of a Channex booking and the stay it is here: matched only by Channex's booking id and
 * the room's place in it, never by name or dates. The stay's channel fields follow the channel
 * (a trigger refuses anyone else's change of them).
 */
export const channexBookings = pgTable(
  'channex_bookings',
  {
    propertyId: propertyId(),
    channexBookingId: text('channex_booking_id').notNull(),
    roomIndex: integer('room_index').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    /** Our room type of Channex's (null: one not mapped here), so an unassigned stay can be placed. */
    roomTypeId: uuid('room_type_id'),
    otaName: text('ota_name').notNull(),
    otaReservationCode: text('ota_reservation_code'),
    /** Who collects the guest's money: the channel (`ota`, paid out later) or the property. */
    paymentCollect: text('payment_collect').notNull(),
    lastRevisionId: text('last_revision_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.channexBookingId, t.roomIndex] }),
    unique('channex_bookings_reservation_key').on(t.propertyId, t.reservationId),
    foreignKey({
      name: 'channex_bookings_reservation_fk',
      columns: [t.propertyId, t.reservationId],
      foreignColumns: [reservations.propertyId, reservations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'channex_bookings_room_type_fk',
      columns: [t.propertyId, t.roomTypeId],
      foreignColumns: [roomTypes.propertyId, roomTypes.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'channex_bookings_revision_fk',
      columns: [t.propertyId, t.lastRevisionId],
      foreignColumns: [channexRevisions.propertyId, channexRevisions.revisionId],
    }),
    check('channex_bookings_room_index', sql`${t.roomIndex} >= 0`),
    check('channex_bookings_collect', sql`${t.paymentCollect} in ('ota', 'property')`),
  ],
);

/**
 * A not-yet-arrived stay moved to another room of its type so a channel booking could have one:
 * shown to staff, and undone by moving it back while that room is still free.
 */
export const channexRepackMoves = pgTable(
  'channex_repack_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: propertyId(),
    revisionId: text('revision_id').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    fromUnitId: uuid('from_unit_id').notNull(),
    toUnitId: uuid('to_unit_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('channex_repack_moves_property_idx').on(t.propertyId, t.at),
    foreignKey({
      name: 'channex_repack_moves_reservation_fk',
      columns: [t.propertyId, t.reservationId],
      foreignColumns: [reservations.propertyId, reservations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'channex_repack_moves_revision_fk',
      columns: [t.propertyId, t.revisionId],
      foreignColumns: [channexRevisions.propertyId, channexRevisions.revisionId],
    }),
    check('channex_repack_moves_units', sql`${t.fromUnitId} <> ${t.toUnitId}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Landlords and their statements (decision 0082).

/** Someone who owns rooms of the property and takes a share of what they earn. */
export const landlords = pgTable(
  'landlords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    name: text('name').notNull(),
    email: text('email'),
    /** The language their statements are written and mailed in. */
    language: text('language').notNull().default('en'),
    /** The account they sign in with to read their rooms and statements (null: none yet). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The figures of the month so far the admin chose to show on their own pages. */
    portalFigures: text('portal_figures')
      .array()
      .notNull()
      .default(sql`'{nights,occupancy,share,balance}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('landlords_property_id_key').on(t.propertyId, t.id),
    unique('landlords_user_key').on(t.propertyId, t.userId),
    check(
      'landlords_portal_figures',
      sql`${t.portalFigures} <@ array['nights', 'occupancy', 'room_revenue', 'average_rate', 'share', 'payouts', 'balance']::text[]`,
    ),
    check('landlords_name', sql`char_length(btrim(${t.name})) between 1 and 120`),
    check('landlords_email', sql`${t.email} IS NULL OR char_length(${t.email}) <= 254`),
    check('landlords_language', sql`${t.language} in ('en', 'ar')`),
  ],
);

/**
 * A landlord's terms from a date on: their share of the basis, the management fee taken from it,
 * how revenue is recognised and which expenses they pay. A change is a new row from a later date;
 * rows are never changed, and none starts inside a period already issued.
 */
export const ownerAgreements = pgTable(
  'owner_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    landlordId: uuid('landlord_id').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The landlord's share of the basis, in hundredths of a percent. */
    shareBp: integer('share_bp').notNull(),
    /** `gross`: the nights' revenue with taxes; `net`: without taxes, less commissions. */
    basis: text('basis').notNull(),
    /** The operator's fee, in hundredths of a percent of the basis, taken from the share. */
    managementFeeBp: integer('management_fee_bp').notNull().default(0),
    /** When a stay's revenue counts: each night in its month, or all at check-in or check-out. */
    recognition: text('recognition').notNull().default('night'),
    /** The kinds of expense the landlord pays (the rest are the operator's). */
    ownerPays: text('owner_pays').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('owner_agreements_from_key').on(t.landlordId, t.effectiveFrom),
    foreignKey({
      name: 'owner_agreements_landlord_fk',
      columns: [t.propertyId, t.landlordId],
      foreignColumns: [landlords.propertyId, landlords.id],
    }).onDelete('restrict'),
    check('owner_agreements_share', sql`${t.shareBp} between 0 and 10000`),
    check('owner_agreements_fee', sql`${t.managementFeeBp} between 0 and ${t.shareBp}`),
    check('owner_agreements_basis', sql`${t.basis} in ('gross', 'net')`),
    check(
      'owner_agreements_recognition',
      sql`${t.recognition} in ('night', 'check_in', 'check_out')`,
    ),
    check(
      'owner_agreements_owner_pays',
      sql`${t.ownerPays} <@ array['maintenance', 'utilities', 'cleaning', 'furnishing', 'other']::text[]`,
    ),
  ],
);

/**
 * A landlord's issued statement of one month: locked as issued (its figures kept as they were),
 * numbered in order, one per month, issued only once the month's business days are closed. What
 * the ledger learns later about its nights appears on the next statement as an adjustment.
 */
export const ownerStatements = pgTable(
  'owner_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    landlordId: uuid('landlord_id').notNull(),
    /** The first day of the month it covers. */
    month: date('month', { mode: 'string' }).notNull(),
    number: integer('number').notNull(),
    /** The last journal it read (`journals.seq`): later ones belong to the next statement. */
    ledgerCutoff: bigint('ledger_cutoff', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    shareMinor: bigint('share_minor', { mode: 'number' }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
    /** The statement as issued: rooms, figures, adjustments, expenses, payouts. */
    content: jsonb('content').notNull(),
    /** The journal that made the landlord's share owed to them (none when the share is zero). */
    journalId: uuid('journal_id'),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('owner_statements_property_id_key').on(t.propertyId, t.id),
    unique('owner_statements_month_key').on(t.landlordId, t.month),
    unique('owner_statements_number_key').on(t.landlordId, t.number),
    foreignKey({
      name: 'owner_statements_landlord_fk',
      columns: [t.propertyId, t.landlordId],
      foreignColumns: [landlords.propertyId, landlords.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'owner_statements_journal_fk',
      columns: [t.propertyId, t.journalId],
      foreignColumns: [journals.propertyId, journals.id],
    }).onDelete('restrict'),
    check('owner_statements_month', sql`extract(day from ${t.month}) = 1`),
    check('owner_statements_number', sql`${t.number} >= 1`),
    check('owner_statements_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * An expense paid for a landlord and charged to them (their `owner_payable` goes down), with the
 * photo of its receipt; only of a kind their terms on its day say they pay.
 */
export const ownerExpenses = pgTable(
  'owner_expenses',
  {
    propertyId: propertyId(),
    journalId: uuid('journal_id').notNull(),
    landlordId: uuid('landlord_id').notNull(),
    /** The room it was for, if one. */
    unitId: uuid('unit_id'),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** The receipt's photo or PDF in the document store, its type sniffed from its bytes. */
    receiptKey: text('receipt_key').notNull(),
    receiptMime: text('receipt_mime').notNull(),
    receiptBytes: integer('receipt_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.journalId] }),
    foreignKey({
      name: 'owner_expenses_journal_fk',
      columns: [t.propertyId, t.journalId],
      foreignColumns: [journals.propertyId, journals.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'owner_expenses_landlord_fk',
      columns: [t.propertyId, t.landlordId],
      foreignColumns: [landlords.propertyId, landlords.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'owner_expenses_unit_fk',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [units.propertyId, units.id],
    }).onDelete('restrict'),
    uniqueIndex('owner_expenses_receipt_key').on(t.receiptKey),
    check(
      'owner_expenses_kind',
      sql`${t.kind} in ('maintenance', 'utilities', 'cleaning', 'furnishing', 'other')`,
    ),
    check(
      'owner_expenses_description',
      sql`char_length(btrim(${t.description})) between 1 and 200`,
    ),
    check(
      'owner_expenses_receipt',
      sql`${t.receiptBytes} > 0 AND char_length(${t.receiptMime}) <= 100`,
    ),
  ],
);

/**
 * A landlord's request to use their own room for some nights (decision 0083): pending until a
 * manager approves it into an owner-use hold, or declines it; the landlord may withdraw it while
 * it is pending. Kept as decided.
 */
export const ownerUseRequests = pgTable(
  'owner_use_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    landlordId: uuid('landlord_id').notNull(),
    unitId: uuid('unit_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    /** The hold an approval made (null again if staff later remove the hold). */
    holdId: uuid('hold_id'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'owner_use_requests_landlord_fk',
      columns: [t.propertyId, t.landlordId],
      foreignColumns: [landlords.propertyId, landlords.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'owner_use_requests_unit_fk',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [units.propertyId, units.id],
    }).onDelete('cascade'),
    // The migration narrows the action to `SET NULL (hold_id)`.
    foreignKey({
      name: 'owner_use_requests_hold_fk',
      columns: [t.propertyId, t.holdId],
      foreignColumns: [unitHolds.propertyId, unitHolds.id],
    }).onDelete('set null'),
    index('owner_use_requests_landlord_idx').on(t.landlordId, t.fromDate),
    check('owner_use_requests_dates', sql`${t.toDate} > ${t.fromDate}`),
    check('owner_use_requests_note', sql`char_length(${t.note}) <= 200`),
    check(
      'owner_use_requests_status',
      sql`${t.status} in ('pending', 'approved', 'declined', 'withdrawn')`,
    ),
    check('owner_use_requests_decided', sql`(${t.decidedAt} is null) = (${t.status} = 'pending')`),
    check(
      'owner_use_requests_hold_only_approved',
      sql`${t.holdId} is null or ${t.status} = 'approved'`,
    ),
  ],
);

/**
 * Each version of a property's house rules, in English and Arabic, written by the database
 * whenever the property's rules change (decision 0085): a registration card keeps the version
 * its guest signed. Never changed.
 */
export const houseRulesVersions = pgTable(
  'house_rules_versions',
  {
    propertyId: propertyId(),
    version: integer('version').notNull(),
    textEn: text('text_en').notNull(),
    textAr: text('text_ar').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.version] }),
    check('house_rules_versions_version', sql`${t.version} >= 1`),
  ],
);

/**
 * A guest's registration for a stay (decision 0085): one per guest of the reservation
 * (`guestNo` 1… in the order of its guests), with what the authorities ask for. Signed once,
 * with the house rules' version the guest accepted; its facts are then kept as signed.
 */
export const guestRegistrations = pgTable(
  'guest_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    reservationId: uuid('reservation_id').notNull(),
    guestNo: integer('guest_no').notNull(),
    adult: boolean('adult').notNull().default(true),
    fullName: text('full_name').notNull(),
    nationality: text('nationality'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    idType: text('id_type'),
    idNumber: text('id_number'),
    idExpiry: date('id_expiry', { mode: 'string' }),
    residenceCountry: text('residence_country'),
    /** The house rules' version signed, the signature's image in the private store, and when. */
    rulesVersion: integer('rules_version'),
    signatureKey: text('signature_key'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedVia: text('signed_via'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('guest_registrations_guest_key').on(t.reservationId, t.guestNo),
    unique('guest_registrations_property_id_key').on(t.propertyId, t.id),
    uniqueIndex('guest_registrations_signature_key').on(t.signatureKey),
    foreignKey({
      name: 'guest_registrations_reservation_fk',
      columns: [t.propertyId, t.reservationId],
      foreignColumns: [reservations.propertyId, reservations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'guest_registrations_rules_fk',
      columns: [t.propertyId, t.rulesVersion],
      foreignColumns: [houseRulesVersions.propertyId, houseRulesVersions.version],
    }).onDelete('restrict'),
    check('guest_registrations_guest_no', sql`${t.guestNo} between 1 and 50`),
    check(
      'guest_registrations_full_name',
      sql`char_length(btrim(${t.fullName})) between 1 and 120`,
    ),
    check(
      'guest_registrations_id_type',
      sql`${t.idType} is null or ${t.idType} in ('passport', 'national_id', 'residence_permit', 'driving_licence')`,
    ),
    check(
      'guest_registrations_texts',
      sql`coalesce(char_length(${t.nationality}), 0) <= 60 AND coalesce(char_length(${t.idNumber}), 0) <= 40 AND coalesce(char_length(${t.residenceCountry}), 0) <= 60`,
    ),
    check(
      'guest_registrations_signed',
      sql`num_nonnulls(${t.rulesVersion}, ${t.signatureKey}, ${t.signedAt}, ${t.signedVia}) in (0, 4)`,
    ),
    check(
      'guest_registrations_signed_via',
      sql`${t.signedVia} is null or ${t.signedVia} in ('desk', 'link')`,
    ),
  ],
);

/**
 * The photos of a guest's ID (decision 0086): decoded and encoded again as JPEG without metadata
 * before they are kept in the private document store; erased with their registration.
 */
export const registrationIdPhotos = pgTable(
  'registration_id_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    registrationId: uuid('registration_id').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedVia: text('uploaded_via').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registration_id_photos_storage_key').on(t.storageKey),
    index('registration_id_photos_registration_idx').on(t.registrationId),
    foreignKey({
      name: 'registration_id_photos_registration_fk',
      columns: [t.propertyId, t.registrationId],
      foreignColumns: [guestRegistrations.propertyId, guestRegistrations.id],
    }).onDelete('cascade'),
    check('registration_id_photos_size', sql`${t.sizeBytes} between 1 and 10485760`),
    check('registration_id_photos_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('registration_id_photos_via', sql`${t.uploadedVia} in ('desk', 'link')`),
  ],
);

/**
 * A stay's pre-arrival registration link (decision 0086): only the SHA-256 of its secret is
 * kept; it serves this one purpose, until `expiresAt`, and is locked after too many wrong last
 * names. One live link per stay: a new one revokes the one before.
 */
export const registrationLinks = pgTable(
  'registration_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: propertyId(),
    reservationId: uuid('reservation_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull().default('registration'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registration_links_token_hash_key').on(t.tokenHash),
    uniqueIndex('registration_links_live_key')
      .on(t.reservationId)
      .where(sql`${t.revokedAt} is null`),
    foreignKey({
      name: 'registration_links_reservation_fk',
      columns: [t.propertyId, t.reservationId],
      foreignColumns: [reservations.propertyId, reservations.id],
    }).onDelete('cascade'),
    check('registration_links_token_hash', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('registration_links_purpose', sql`${t.purpose} = 'registration'`),
    check('registration_links_attempts', sql`${t.failedAttempts} between 0 and 5`),
  ],
);

/** When a stay's guests expect to arrive, as they or the desk said (property time). */
export const expectedArrivals = pgTable(
  'expected_arrivals',
  {
    propertyId: propertyId(),
    reservationId: uuid('reservation_id').notNull(),
    arrivalTime: text('arrival_time').notNull(),
    givenVia: text('given_via').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.reservationId] }),
    foreignKey({
      name: 'expected_arrivals_reservation_fk',
      columns: [t.propertyId, t.reservationId],
      foreignColumns: [reservations.propertyId, reservations.id],
    }).onDelete('cascade'),
    check('expected_arrivals_time', sql`${t.arrivalTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('expected_arrivals_via', sql`${t.givenVia} in ('desk', 'link')`),
  ],
);
