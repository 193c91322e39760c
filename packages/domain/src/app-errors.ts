import { DOCUMENT_MESSAGES } from './documents';
import { ID_PHOTO_MESSAGES } from './registrations/id-photos';
import { SALES_SOURCE_MESSAGES } from './sales-source';
import { PHOTO_MESSAGES } from './suite-presentation';

/**
 * Domain failures the server reports by code, each with the user-facing message the spec (or the
 * product) gives it. The browser maps codes to its screens; it never matches message text.
 */
export const APP_ERROR_MESSAGES = {
  INVALID_CREDENTIALS: 'Invalid email or password',
  EMAIL_TAKEN: 'This email is already registered',
  TOO_MANY_SIGN_IN_ATTEMPTS: 'Too many sign-in attempts.',
  TOO_MANY_SIGN_UP_ATTEMPTS: 'Too many sign-up attempts.',
  CURRENT_PASSWORD_WRONG: 'Your current password is not correct.',
  TOO_MANY_PASSWORD_ATTEMPTS: 'Too many wrong passwords.',
  NOT_SIGNED_IN: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have permission to do this.',
  PERMISSION_FIXED:
    'Admins keep every permission, and managing users and settings stays with admins: this one cannot be changed.',
  NOT_FOUND: 'Not found.',
  PROPERTY_REQUIRED: 'Choose a property to continue.',
  PROPERTY_NOT_OPEN: 'This property is not open for bookings yet.',
  CONFLICT: 'This conflicts with the current data.',
  STAY_TAKEN:
    'Sorry — those dates were just booked for this suite. Please choose other dates or another suite.',
  SUITE_UNAVAILABLE: 'This suite is not available for online booking. Please choose another suite.',
  ROOM_TAKEN:
    'Those dates are no longer free for this room. Please choose other dates or another room.',
  UNIT_GONE: 'The selected unit was not found. Please refresh and try again.',
  ROOM_UNDER_MAINTENANCE:
    'This room is under maintenance and cannot be booked. Please choose another room.',
  DOCUMENT_TOO_LARGE: DOCUMENT_MESSAGES.tooLarge,
  DOCUMENT_TYPE_REFUSED: DOCUMENT_MESSAGES.notImage,
  DOCUMENTS_MISSING: 'Failed to upload ID/Passport. Please upload the guest documents again.',
  DOCUMENT_NOT_ATTACHABLE:
    'This upload cannot be added to the reservation. Please upload the document again.',
  INVALID_ROW: 'One of the rows is invalid.',
  CONTROL_CHARACTERS: 'Text cannot contain control characters or broken characters.',
  INVALID_STAY: 'Please check your dates.',
  TOO_MANY_GUESTS: 'This suite cannot host that many guests.',
  SALES_SOURCE_RESERVED: SALES_SOURCE_MESSAGES.reserved,
  SALES_SOURCE_TAKEN: SALES_SOURCE_MESSAGES.taken,
  TOO_MANY_BOOKINGS: 'Too many bookings from your connection. Please try again later.',
  TOO_MANY_FAILED_BOOKINGS:
    'Too many unsuccessful booking attempts from your connection. Please try again later.',
  BOOKING_REQUEST_REUSED:
    'This booking request was already used for a different booking. Please reload the page and try again.',
  NOT_ARRIVED_YET:
    'This stay has not reached its arrival day yet; check it in on or after that day.',
  ALREADY_CHECKED_IN: 'This stay is already checked in.',
  ROOM_OCCUPIED:
    'The guests before are still checked in to this room. Check them out first, or check in to another room.',
  ROOM_NOT_READY:
    'This room is not clean yet. Check in anyway, or check in to a clean room of the same type.',
  ROOM_OUT_OF_ORDER: 'This room is out of order. Check in to another room of the same type.',
  NOT_CHECKED_IN: 'This stay is not checked in, so it cannot be checked out.',
  ALREADY_CHECKED_OUT: 'This stay is already checked out.',
  NOT_CHECKED_OUT: 'This stay is not checked out.',
  STAY_CANCELLED: 'This reservation is cancelled.',
  UNDO_TOO_LATE: 'Only a check-in or check-out made today can be undone.',
  UNDO_NIGHTS_TAKEN:
    'The nights this early check-out gave back have been booked or blocked since, so the stay cannot get them back. Move or shorten that booking first, or keep the stay as it is.',
  CANCELLED_STAY_NOT_MOVABLE: 'This reservation is cancelled, so it cannot be moved.',
  CHECKED_OUT_STAY_NOT_MOVABLE:
    'This stay is checked out, so its room and dates can no longer change.',
  CHECKED_IN_ARRIVAL_FIXED:
    'The guests are already checked in, so the check-in date cannot change. The room and the check-out date still can.',
  GUEST_IN_ROOM:
    'A guest is checked in to this room. Move the stay to another room before taking it out of order.',
  RETURN_NOT_AFTER_TODAY: 'The day the room is expected back must be after today.',
  PROBLEM_ALREADY_REPORTED:
    'A problem is already reported in this room. A manager will look at it; add to it by telling them.',
  PROBLEM_NOT_OPEN: 'This problem report has already been dealt with.',
  ROOM_STATUS_FORBIDDEN:
    'You do not have permission to mark a room inspected, or to take it out of order or back into service.',
  ROOM_HELD:
    'This room is blocked on those nights (maintenance, owner use or another hold). Please choose other dates or another room.',
  HOLD_OVERLAPS_STAY:
    'A stay is booked in this room on those nights. Move the stay or choose other dates for the hold.',
  HOLD_OVERLAPS_HOLD: 'This room is already blocked on some of those nights.',
  FEED_GONE: 'This calendar feed was removed. Please refresh the page.',
  CHANNEX_NOT_CONFIGURED:
    'No channel manager is configured on this server: set CHANNEX_URL and CHANNEX_API_KEY.',
  CHANNEX_NOT_CONNECTED: 'Connect the property to Channex first.',
  CHANNEX_ID_TAKEN:
    'This Channex id is already mapped here (or to another property). Each Channex room type, rate plan and property is mapped once.',
  RATE_PLAN_GONE: 'This rate plan was removed. Please refresh the page.',
  REPACK_NOT_UNDOABLE:
    'This stay has been moved, changed or checked in since, or the move was already undone: move it from its reservation instead.',
  CHANNEL_BOOKING_READ_ONLY:
    "This booking came from a channel: its guests, dates and price change only there, and it is cancelled there. Change it in the channel's extranet; the change arrives here by itself. Its room can still be changed here.",
  ROOM_TYPE_NOT_MAPPED: 'Map the room type to its Channex room type before adding rate plans.',
  CONFLICT_GONE: 'This conflict was already resolved. Please refresh the page.',
  PHOTO_TOO_LARGE: PHOTO_MESSAGES.tooLarge,
  PHOTO_NOT_IMAGE: PHOTO_MESSAGES.notImage,
  PHOTO_TOO_MANY_PIXELS: PHOTO_MESSAGES.tooManyPixels,
  TOO_MANY_PHOTOS: PHOTO_MESSAGES.tooMany,
  PHOTO_GONE: 'This photo was already removed. Please refresh the page.',
  DATABASE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  STAY_NOT_SELLABLE: 'These dates cannot be booked for this suite.',
  PRICE_CHANGED:
    'The price of this stay has just changed. Please review the new price and confirm again.',
  PRICE_OVERRIDE_FORBIDDEN:
    'You do not have permission to set a nightly price other than the quoted one.',
  STAY_NOT_PRICED: 'No rate is set for some of these nights. Please enter a nightly price.',
  RATE_SEASON_GONE: 'This season was removed. Please refresh the page.',
  ROOM_TYPE_GONE: 'This room type was removed. Please refresh the page.',
  PROPERTY_SLUG_TAKEN: 'Another property already has this address name.',
  OWNERS_ONLY: 'Only an owner of the organisation may do this.',
  ROOM_TYPE_CODE_TAKEN: 'Another room type already has this name.',
  FOLIO_CLOSED: 'This folio is closed: nothing more can be posted to it.',
  FOLIO_GONE: 'This folio was not found. Please refresh the page.',
  FOLIO_HAS_BALANCE: 'This folio still has a balance. Settle it before closing it.',
  JOURNAL_GONE: 'This entry was not found. Please refresh the page.',
  ALREADY_REVERSED: 'This entry was already corrected.',
  REVERSAL_NOT_REVERSIBLE: 'A correction cannot itself be corrected. Post a new entry instead.',
  AGREEMENT_IN_ISSUED_PERIOD:
    'A statement was already issued for that month: a change of terms starts after the last month issued.',
  AGREEMENT_DATE_TAKEN: 'The landlord already has terms starting that day. Choose another date.',
  NO_AGREEMENT: 'Give the landlord their terms (share and basis) before issuing a statement.',
  MONTH_NOT_CLOSED:
    'The month is not over yet: its statement can be issued once its last business day is closed.',
  STATEMENT_ALREADY_ISSUED: 'That month’s statement was already issued. Please refresh the page.',
  STATEMENT_OUT_OF_ORDER:
    'Statements are issued month after month: issue the landlord’s earlier month first.',
  EXPENSE_NOT_LANDLORDS:
    'The landlord’s terms leave this kind of expense to the operator: it cannot be charged to them.',
  RECEIPT_REQUIRED: 'Please attach a photo of the receipt.',
  LANDLORD_NOT_OWED: 'That is more than the landlord is owed. Please check the amount.',
  OWNER_USE_NIGHTS_TAKEN:
    'Your room is already booked or blocked on some of those nights. Please choose other nights.',
  OWNER_USE_ALREADY_ASKED:
    'You have already asked for some of those nights: that request is waiting for the management.',
  OWNER_USE_DECIDED: 'This request was already decided or withdrawn. Please refresh the page.',
  INVALID_REGISTRATION: 'Please check the registration’s dates.',
  REGISTRATION_REQUIRED:
    'This property checks guests in once every adult is registered and has signed. Register them on the reservation first.',
  REGISTRATION_SIGNED:
    'This registration is already signed: it is kept as the guest signed it. Please refresh the page.',
  REGISTRATION_INCOMPLETE: 'Fill in the registration before the guest signs it.',
  GUEST_DATA_NOT_FOUND: 'No stay here has this e-mail address. Nothing was exported or erased.',
  GUEST_STAY_NOT_OVER:
    'This guest has a stay that has not ended: their data can be erased once every stay is over or cancelled. Nothing was erased.',
  GUEST_CHANNEL_STAY:
    "This guest booked through a channel: that stay's guest details are the channel's and cannot be erased here. Ask the channel to erase them. Nothing was erased.",
  LINK_NOT_FOUND:
    'This registration link is not valid. Please use the latest link we sent you, or ask the front desk for a new one.',
  LINK_EXPIRED: 'This registration link has expired. Please register at the front desk.',
  LINK_LOCKED:
    'This link is locked after too many attempts. Please ask the front desk to send you a new one.',
  WRONG_LAST_NAME:
    'That is not the last name this booking was made under. Please check it and try again.',
  LINK_NOT_AVAILABLE: 'Registration links are sent only for stays that have not yet ended.',
  SIGNATURE_UNREADABLE: 'The signature could not be read. Please sign again.',
  ID_PHOTO_TOO_LARGE: ID_PHOTO_MESSAGES.tooLarge,
  ID_PHOTO_TYPE_REFUSED: ID_PHOTO_MESSAGES.typeRefused,
  ID_PHOTO_POLYGLOT: ID_PHOTO_MESSAGES.polyglot,
  ID_PHOTO_UNREADABLE: ID_PHOTO_MESSAGES.unreadable,
  ID_PHOTOS_FULL: ID_PHOTO_MESSAGES.full,
  LANDLORD_PASSWORD_REQUIRED: 'No account has this address yet: give it a first password.',
  ACCOUNT_IS_ANOTHER_LANDLORD: 'This account already signs in as another landlord here.',
  CHANNEL_MONEY_READ_ONLY:
    "The channel collected this money from the guest: it changes only when the channel's booking changes. If the channel's figure is wrong, have the channel correct the booking.",
  EXCHANGE_DIFFERENCE_TOO_LARGE:
    'The pounds received differ from the amount at this rate by more than rounding. Please check the amount and the rate.',
  REFUND_EXCEEDS_CREDIT:
    'This is more than the guest has to their credit or held for them. Nothing was refunded.',
  DRAWER_ALREADY_OPEN: 'Your cash drawer is already open.',
  DRAWER_HANDED_OVER:
    'This cash drawer was just handed over. Please try again: the cash goes into a new drawer.',
  HAND_OVER_TO_SELF: 'A cash drawer is handed over to someone else, who counts it.',
  BALANCE_DUE:
    'This stay still owes money. Take the balance, or move it to a company account, before checking out.',
  CHARGE_NOT_MOVABLE:
    "Only a charge on the guest's folio, not corrected or moved before, can be moved.",
  KEEP_EXCEEDS_HELD: 'You cannot keep more than the security deposit held.',
  NO_RECEIPT_FOR_ENTRY: 'Only money received or paid back has a receipt.',
  COMMISSION_NOT_OWED: 'That is more than this source is owed. Please check the amount.',
  NOTHING_TO_INVOICE: 'This folio has no charges to invoice yet.',
  EXTRA_TAKEN: 'Another extra already has this name. Please choose another.',
  EXTRA_UNKNOWN: 'This charge is no longer offered. Please reload the page and choose another.',
  NO_GUEST_EMAIL: 'This reservation has no e-mail address. Add one to send it.',
  NO_LANDLORD_EMAIL: 'This landlord has no e-mail address, so the statement cannot be sent.',
  STAY_HAS_MONEY: 'This stay has money on its folio and cannot be deleted. Cancel it instead.',
  UNIT_NOT_OF_TYPE: 'This room is not of the chosen room type.',
  PRICE_CHARGE_GONE: 'This tax or fee was removed. Please refresh the page.',
  TOO_MANY_CHARGES: 'At most 30 taxes and fees can be set.',
  RATE_DATES_OUT_OF_RANGE: 'Rates can be set for nights from 1 January 2000 to 31 December 2099.',
  CHARGES_CHANGED: 'The taxes and fees changed meanwhile. Please refresh the page and try again.',
  INVALID_LIST_CURSOR: 'This page of the list is out of date. Showing the first page.',
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_MESSAGES;

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && Object.hasOwn(APP_ERROR_MESSAGES, value);
}
