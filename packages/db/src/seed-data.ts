import type { Role } from '@zamalek/domain/roles';
import type { RoomStatus } from '@zamalek/domain/room-status';

/** The demo property: a small serviced-apartment building in Zamalek, as plain data. */

export const DEMO_PASSWORD = 'zamalek-demo';

interface DemoUser {
  email: string;
  fullName: string;
  role: Role | null;
  /** The booking source they sell under, linked as an admin would on the Users page. */
  salesSource?: DemoSource;
  /** An owner of the organisation: every property, and the portfolio. */
  owner?: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@zamaleksuites.com', fullName: 'Amina Farouk', role: 'admin' },
  // The manager sells too: My Reservations shows the stays booked under his name.
  {
    email: 'manager@zamaleksuites.com',
    fullName: 'Omar Khaled',
    role: 'manager',
    salesSource: 'Omar Khaled',
  },
  { email: 'frontdesk@zamaleksuites.com', fullName: 'Sara Nabil', role: 'front_desk' },
  { email: 'housekeeping@zamaleksuites.com', fullName: 'Mona Samir', role: 'housekeeping' },
  // A sales agent: no staff role, sees only the sales booked under his linked source.
  {
    email: 'agent@zamaleksuites.com',
    fullName: 'Karim Adel',
    role: null,
    salesSource: 'Karim Adel',
  },
  // The owner: admin of every building without a role of their own at any, and the portfolio.
  { email: 'owner@zamaleksuites.com', fullName: 'Hany Mansour', role: null, owner: true },
];

/**
 * The second building, not yet open: it takes no bookings, and the public site stays the first
 * building's. Its rooms are being fitted out; nobody works there yet.
 */
export const DEMO_SECOND_PROPERTY = {
  slug: 'garden-city',
  propertyName: 'Garden City Suites',
  propertyNameAr: 'جاردن سيتي سويتس',
  address: '5 Ahmed Pasha Street, Garden City, Cairo',
  addressAr: '5 شارع أحمد باشا، جاردن سيتي، القاهرة',
  rooms: [
    { name: 'G-11', unitNumber: '11', unitType: 'Studio', unitSize: '36 m2' },
    { name: 'G-12', unitNumber: '12', unitType: 'Studio', unitSize: '36 m2' },
    { name: 'G-21', unitNumber: '21', unitType: 'One Bedroom', unitSize: '58 m2' },
  ],
} as const;

export type DemoUnitType = 'Studio' | 'One Bedroom' | 'Two Bedroom';

/** Nightly base rates in cents. */
export const BASE_RATE_CENTS: Record<DemoUnitType, number> = {
  Studio: 8_500,
  'One Bedroom': 12_000,
  'Two Bedroom': 19_000,
};

interface DemoUnit {
  number: string;
  /** The room's own public name over its type's, in English and Arabic. */
  publicName?: { en: string; ar: string };
  type: DemoUnitType;
  size: string;
  bookingComId?: string;
  maintenance?: boolean;
  comments?: string;
  /** Housekeeping's state this morning: departing and stay-over rooms await service. */
  roomStatus: RoomStatus;
}

export const DEMO_UNITS: readonly DemoUnit[] = [
  { number: '101', type: 'Studio', size: '38 m2', bookingComId: '8814201', roomStatus: 'dirty' },
  {
    number: '102',
    type: 'Studio',
    size: '40 m2 + 6 m2',
    comments: 'Garden-side balcony',
    roomStatus: 'dirty',
  },
  {
    number: '103',
    type: 'One Bedroom',
    size: '58 m2',
    bookingComId: '8814203',
    roomStatus: 'clean',
  },
  { number: '201', type: 'Studio', size: '38 m2', roomStatus: 'dirty' },
  {
    number: '202',
    type: 'One Bedroom',
    size: '60 m2 + 10 m2',
    comments: 'Step-free access',
    roomStatus: 'clean',
  },
  { number: '203', type: 'Two Bedroom', size: '92 m2', roomStatus: 'inspected' },
  {
    number: '301',
    type: 'One Bedroom',
    size: '62 m2 + 12 m2',
    bookingComId: '8814301',
    roomStatus: 'clean',
  },
  {
    number: '302',
    type: 'Studio',
    size: '42 m2',
    maintenance: true,
    comments: 'AC compressor being replaced; back in service next week',
    roomStatus: 'out_of_order',
  },
  {
    number: '303',
    type: 'Two Bedroom',
    size: '95 m2 + 15 m2',
    bookingComId: '8814303',
    roomStatus: 'clean',
  },
  {
    number: '401',
    type: 'One Bedroom',
    size: '65 m2 + 10 m2',
    comments: 'Nile view',
    roomStatus: 'inspected',
  },
  { number: '402', type: 'One Bedroom', size: '58 m2', roomStatus: 'dirty' },
  {
    number: '501',
    type: 'Two Bedroom',
    size: '120 m2 + 40 m2',
    bookingComId: '8814501',
    comments: 'Penthouse; Nile view from the terrace',
    publicName: { en: 'Nile Penthouse', ar: 'بنتهاوس النيل' },
    roomStatus: 'clean',
  },
];

interface DemoPresentation {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  highlights: string[];
  highlightsAr: string[];
  amenities: string[];
}

/** How the public site presents each demo room type (amenities: keys of the domain's set). */
export const DEMO_PRESENTATIONS: Record<DemoUnitType, DemoPresentation> = {
  Studio: {
    name: 'Garden Studio',
    nameAr: 'استوديو الحديقة',
    description:
      'A calm, light-filled studio with a queen bed, a kitchenette and a desk by the window: made for a solo trip or a couple.',
    descriptionAr:
      'استوديو هادئ ومشرق بسرير كوين ومطبخ صغير ومكتب بجوار النافذة، مثالي لمسافر وحده أو لزوجين.',
    highlights: ['Quiet side of the building', 'Desk by the window for remote work'],
    highlightsAr: ['في الجانب الهادئ من المبنى', 'مكتب بجوار النافذة للعمل عن بُعد'],
    amenities: ['kitchenette', 'workDesk', 'smartTv', 'wifi', 'airConditioning', 'premiumBedding'],
  },
  'One Bedroom': {
    name: 'Nile View One-Bedroom',
    nameAr: 'جناح بغرفة نوم مطل على النيل',
    description:
      'A separate bedroom with a king bed, a living room with a sofa bed and a full kitchen, a few minutes from the Nile promenade.',
    descriptionAr:
      'غرفة نوم مستقلة بسرير كينج، وغرفة معيشة بأريكة تتحول إلى سرير، ومطبخ كامل، على بعد دقائق من كورنيش النيل.',
    highlights: ['Glimpses of the Nile', 'Washer and dryer in the suite'],
    highlightsAr: ['إطلالات على النيل', 'غسالة ومجفف داخل الجناح'],
    amenities: [
      'fullKitchen',
      'livingArea',
      'workDesk',
      'nileView',
      'smartTv',
      'wifi',
      'airConditioning',
      'washerDryer',
    ],
  },
  'Two Bedroom': {
    name: 'Two-Bedroom Residence',
    nameAr: 'جناح عائلي بغرفتي نوم',
    description:
      'Room for a family: a king bedroom, a twin bedroom, two bathrooms and a spacious living room with a dining table.',
    descriptionAr:
      'مساحة تتسع للعائلة: غرفة نوم بسرير كينج، وغرفة بسريرين منفصلين، وحمّامان، وغرفة معيشة واسعة بطاولة طعام.',
    highlights: ['Two bathrooms', 'Dining table for six'],
    highlightsAr: ['حمّامان', 'طاولة طعام لستة أشخاص'],
    amenities: [
      'fullKitchen',
      'spaciousLivingArea',
      'twoBathrooms',
      'workDesk',
      'smartTv',
      'wifi',
      'airConditioning',
      'washerDryer',
    ],
  },
};

type DemoGuest =
  | { name: string; type: 'adult'; gender: 'male' | 'female' }
  | { name: string; type: 'child' };

interface DemoParty {
  guests: DemoGuest[];
  nationality: string;
  email: string;
  phone: string;
}

const m = (name: string): DemoGuest => ({ name, type: 'adult', gender: 'male' });
const f = (name: string): DemoGuest => ({ name, type: 'adult', gender: 'female' });
const c = (name: string): DemoGuest => ({ name, type: 'child' });

export const DEMO_PARTIES: readonly DemoParty[] = [
  {
    guests: [m('Ahmed Hassan'), f('Nour Hassan')],
    nationality: 'Egyptian',
    email: 'ahmed.hassan@gmail.com',
    phone: '+201001234567',
  },
  {
    guests: [f('Laura Schmidt')],
    nationality: 'German',
    email: 'laura.schmidt@web.de',
    phone: '+4915123456789',
  },
  {
    guests: [
      m('Khalid Al-Otaibi'),
      f('Noura Al-Otaibi'),
      c('Faisal Al-Otaibi'),
      c('Reem Al-Otaibi'),
    ],
    nationality: 'Saudi',
    email: 'k.alotaibi@outlook.com',
    phone: '+966501234567',
  },
  {
    guests: [m('James Whitfield')],
    nationality: 'British',
    email: 'james.whitfield@btinternet.com',
    phone: '+447700900123',
  },
  {
    guests: [m('محمد عبد الرحمن')],
    nationality: 'Egyptian',
    email: 'm.abdelrahman@yahoo.com',
    phone: '+201112345678',
  },
  {
    guests: [f('Sophie Martin'), m('Julien Martin')],
    nationality: 'French',
    email: 'sophie.martin@orange.fr',
    phone: '+33612345678',
  },
  {
    guests: [f('Fatma El-Sayed')],
    nationality: 'Egyptian',
    email: 'fatma.elsayed@gmail.com',
    phone: '+201223344556',
  },
  {
    guests: [m('Hamad Al-Mansouri')],
    nationality: 'Emirati',
    email: 'hamad.mansouri@gmail.com',
    phone: '+971501234567',
  },
  {
    guests: [f('Giulia Romano'), m('Marco Romano')],
    nationality: 'Italian',
    email: 'giulia.romano@libero.it',
    phone: '+393331234567',
  },
  {
    guests: [m('Yousef Al-Sabah'), f('Dana Al-Sabah'), c('Ali Al-Sabah')],
    nationality: 'Kuwaiti',
    email: 'yousef.alsabah@gmail.com',
    phone: '+96550012345',
  },
  {
    guests: [f('Emma van der Berg')],
    nationality: 'Dutch',
    email: 'emma.vdberg@ziggo.nl',
    phone: '+31612345678',
  },
  {
    guests: [m('Tarek Mostafa')],
    nationality: 'Egyptian',
    email: 'tarek.mostafa@vodafone.com.eg',
    phone: '+201005556677',
  },
  {
    guests: [f('فاطمة الزهراء علي')],
    nationality: 'Egyptian',
    email: 'fatma.zahraa@gmail.com',
    phone: '+201287654321',
  },
  {
    guests: [m('Daniel Fischer')],
    nationality: 'Swiss',
    email: 'daniel.fischer@bluewin.ch',
    phone: '+41791234567',
  },
  {
    guests: [f('Rania Haddad')],
    nationality: 'Lebanese',
    email: 'rania.haddad@gmail.com',
    phone: '+96170123456',
  },
  {
    guests: [m('Sultan Al-Thani'), f('Maryam Al-Thani')],
    nationality: 'Qatari',
    email: 'sultan.althani@gmail.com',
    phone: '+97455123456',
  },
  {
    guests: [m('Michael Brown')],
    nationality: 'American',
    email: 'mbrown@gmail.com',
    phone: '+12025550143',
  },
  {
    guests: [f('Lucía García')],
    nationality: 'Spanish',
    email: 'lucia.garcia@gmail.com',
    phone: '+34612345678',
  },
  {
    guests: [m('Mahmoud Ibrahim'), f('Heba Ibrahim'), c('Youssef Ibrahim'), c('Malak Ibrahim')],
    nationality: 'Egyptian',
    email: 'mahmoud.ibrahim@gmail.com',
    phone: '+201099887766',
  },
  {
    guests: [f('Anna Kowalska')],
    nationality: 'Polish',
    email: 'anna.kowalska@wp.pl',
    phone: '+48601234567',
  },
  {
    guests: [m('Faisal Al-Harbi')],
    nationality: 'Saudi',
    email: 'faisal.harbi@gmail.com',
    phone: '+966555123456',
  },
  {
    guests: [m('Oliver Hughes'), f('Charlotte Hughes')],
    nationality: 'British',
    email: 'oliver.hughes@gmail.com',
    phone: '+447700900456',
  },
  {
    guests: [f('Dina Fawzy')],
    nationality: 'Egyptian',
    email: 'dina.fawzy@hotmail.com',
    phone: '+201145678901',
  },
  {
    guests: [m('Saeed Al-Nuaimi')],
    nationality: 'Emirati',
    email: 'saeed.nuaimi@gmail.com',
    phone: '+971552345678',
  },
  {
    guests: [f('Hannah Müller')],
    nationality: 'German',
    email: 'hannah.mueller@gmx.de',
    phone: '+4917612345678',
  },
  {
    guests: [m('خالد الشمري')],
    nationality: 'Saudi',
    email: 'khaled.shammari@gmail.com',
    phone: '+966533456789',
  },
  {
    guests: [m('Pierre Dubois')],
    nationality: 'French',
    email: 'pierre.dubois@free.fr',
    phone: '+33698765432',
  },
  {
    guests: [f('Layla Mansour')],
    nationality: 'Jordanian',
    email: 'layla.mansour@gmail.com',
    phone: '+962791234567',
  },
  {
    guests: [m('Sherif Naguib')],
    nationality: 'Egyptian',
    email: 'sherif.naguib@gmail.com',
    phone: '+201016789012',
  },
  {
    guests: [f('Isabella Rossi')],
    nationality: 'Italian',
    email: 'isabella.rossi@gmail.com',
    phone: '+393471234567',
  },
  {
    guests: [m('Abdullah Al-Rashid'), f('Hessa Al-Rashid'), c('Sara Al-Rashid')],
    nationality: 'Emirati',
    email: 'abdullah.rashid@gmail.com',
    phone: '+971504567890',
  },
  {
    guests: [m('Thomas Andersen')],
    nationality: 'Danish',
    email: 'thomas.andersen@gmail.com',
    phone: '+4520123456',
  },
  {
    guests: [f('Yasmine Khalil')],
    nationality: 'Egyptian',
    email: 'yasmine.khalil@gmail.com',
    phone: '+201223456789',
  },
  {
    guests: [m('Nasser Al-Shehhi')],
    nationality: 'Emirati',
    email: 'nasser.shehhi@gmail.com',
    phone: '+971506789012',
  },
  {
    guests: [f('Clara Weber'), m('Felix Weber')],
    nationality: 'Austrian',
    email: 'clara.weber@gmx.at',
    phone: '+436641234567',
  },
  {
    guests: [m('Hussein Ali')],
    nationality: 'Iraqi',
    email: 'hussein.ali@gmail.com',
    phone: '+9647701234567',
  },
  {
    guests: [f('Salma Tawfik')],
    nationality: 'Egyptian',
    email: 'salma.tawfik@gmail.com',
    phone: '+201278901234',
  },
  {
    guests: [m('Robert Taylor')],
    nationality: 'Canadian',
    email: 'robert.taylor@gmail.com',
    phone: '+14165550123',
  },
];

type DemoSource =
  | 'Booking.com'
  | 'Direct Website'
  | 'KSS'
  | 'Karim Adel'
  | 'Omar Khaled'
  | 'Others - Instagram';

export const CHANNEL_BY_SOURCE: Record<DemoSource, string> = {
  'Booking.com': 'Booking.com',
  'Direct Website': 'Website',
  KSS: 'Manual',
  'Karim Adel': 'Manual',
  'Omar Khaled': 'Manual',
  'Others - Instagram': 'Manual',
};

export interface DemoStay {
  /** Index into DEMO_UNITS. */
  unit: number;
  /** Index into DEMO_PARTIES. */
  party: number;
  /** Days from today; the stay is [checkIn, checkOut). */
  checkIn: number;
  checkOut: number;
  source: DemoSource;
  cancelled?: boolean;
  /** Overrides the status derived from the dates (e.g. a guest who already left this morning). */
  status?: 'checked_in' | 'checked_out';
  /** Booked this many hours ago: shows up among the new bookings of the last 24 hours. */
  bookedHoursAgo?: number;
  notes?: string;
}

export const DEMO_STAYS: readonly DemoStay[] = [
  // 101
  { unit: 0, party: 1, checkIn: -40, checkOut: -33, source: 'Booking.com' },
  { unit: 0, party: 16, checkIn: -20, checkOut: -14, source: 'Direct Website' },
  { unit: 0, party: 3, checkIn: -3, checkOut: 0, source: 'Booking.com' },
  {
    unit: 0,
    party: 24,
    checkIn: 0,
    checkOut: 4,
    source: 'Booking.com',
    notes: 'Late arrival, around 23:00',
  },
  { unit: 0, party: 13, checkIn: 12, checkOut: 17, source: 'KSS' },
  // 102
  { unit: 1, party: 19, checkIn: -30, checkOut: -25, source: 'Karim Adel' },
  { unit: 1, party: 29, checkIn: -8, checkOut: -2, source: 'Others - Instagram' },
  { unit: 1, party: 10, checkIn: -2, checkOut: 3, source: 'Booking.com' },
  { unit: 1, party: 37, checkIn: 9, checkOut: 12, source: 'Direct Website' },
  { unit: 1, party: 26, checkIn: 14, checkOut: 18, source: 'Booking.com', cancelled: true },
  // 103
  {
    unit: 2,
    party: 11,
    checkIn: -50,
    checkOut: -36,
    source: 'Direct Website',
    notes: 'Housekeeping twice a week',
  },
  { unit: 2, party: 5, checkIn: -12, checkOut: -5, source: 'Booking.com' },
  { unit: 2, party: 0, checkIn: -1, checkOut: 6, source: 'Karim Adel' },
  { unit: 2, party: 21, checkIn: 20, checkOut: 27, source: 'Booking.com' },
  // 201
  { unit: 3, party: 22, checkIn: -25, checkOut: -21, source: 'KSS' },
  { unit: 3, party: 6, checkIn: -6, checkOut: 0, source: 'Direct Website' },
  { unit: 3, party: 32, checkIn: 2, checkOut: 5, source: 'Booking.com' },
  { unit: 3, party: 1, checkIn: 30, checkOut: 35, source: 'Direct Website', bookedHoursAgo: 3 },
  // 202
  { unit: 4, party: 27, checkIn: -35, checkOut: -28, source: 'Omar Khaled' },
  {
    unit: 4,
    party: 4,
    checkIn: -4,
    checkOut: 10,
    source: 'KSS',
    notes: 'Corporate rate, invoice to KSS',
  },
  { unit: 4, party: 14, checkIn: 10, checkOut: 13, source: 'Booking.com' },
  // 203
  { unit: 5, party: 2, checkIn: -45, checkOut: -38, source: 'Direct Website' },
  { unit: 5, party: 8, checkIn: -15, checkOut: -8, source: 'Booking.com' },
  {
    unit: 5,
    party: 18,
    checkIn: 0,
    checkOut: 7,
    source: 'Karim Adel',
    notes: 'Baby cot requested',
  },
  { unit: 5, party: 30, checkIn: 15, checkOut: 22, source: 'Direct Website' },
  // 301
  { unit: 6, party: 25, checkIn: -22, checkOut: -16, source: 'Booking.com' },
  {
    unit: 6,
    party: 15,
    checkIn: -5,
    checkOut: 2,
    source: 'Direct Website',
    notes: 'Honeymoon: flowers in the room',
  },
  { unit: 6, party: 17, checkIn: 5, checkOut: 9, source: 'Others - Instagram', bookedHoursAgo: 7 },
  // 302 (in maintenance now)
  { unit: 7, party: 31, checkIn: -60, checkOut: -53, source: 'Booking.com' },
  { unit: 7, party: 36, checkIn: -28, checkOut: -24, source: 'Direct Website' },
  // 303: same-day turnover today
  { unit: 8, party: 33, checkIn: -18, checkOut: -11, source: 'KSS' },
  { unit: 8, party: 9, checkIn: -7, checkOut: 0, source: 'Booking.com', status: 'checked_out' },
  { unit: 8, party: 34, checkIn: 0, checkOut: 5, source: 'Direct Website', status: 'checked_in' },
  { unit: 8, party: 7, checkIn: 25, checkOut: 32, source: 'Booking.com' },
  // 401
  { unit: 9, party: 20, checkIn: -33, checkOut: -26, source: 'Karim Adel' },
  { unit: 9, party: 35, checkIn: -10, checkOut: -3, source: 'Booking.com' },
  { unit: 9, party: 28, checkIn: 1, checkOut: 8, source: 'Direct Website', bookedHoursAgo: 20 },
  { unit: 9, party: 12, checkIn: 3, checkOut: 6, source: 'Karim Adel', cancelled: true },
  // 402
  { unit: 10, party: 23, checkIn: -14, checkOut: -7, source: 'Direct Website' },
  {
    unit: 10,
    party: 21,
    checkIn: -3,
    checkOut: 4,
    source: 'Booking.com',
    notes: 'Airport pickup arranged',
  },
  {
    unit: 10,
    party: 11,
    checkIn: 7,
    checkOut: 37,
    source: 'KSS',
    notes: 'Long stay, monthly invoice',
  },
  // 501
  { unit: 11, party: 30, checkIn: -27, checkOut: -20, source: 'Direct Website' },
  { unit: 11, party: 7, checkIn: -9, checkOut: -2, source: 'Booking.com' },
  { unit: 11, party: 15, checkIn: 3, checkOut: 10, source: 'Karim Adel', bookedHoursAgo: 1 },
  { unit: 11, party: 2, checkIn: 40, checkOut: 47, source: 'Booking.com' },
];
