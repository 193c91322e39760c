import type { IdType } from './registration';

/** The languages a registration card prints in. */
export const CARD_LANGUAGES = ['en', 'ar'] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];

/** The words of a printed registration card, in English and Arabic. */
export const CARD_TEXT: Record<
  CardLanguage,
  {
    heading: string;
    guest: (no: number, of: number) => string;
    child: string;
    bookingReference: string;
    room: string;
    arrival: string;
    departure: string;
    fullName: string;
    nationality: string;
    dateOfBirth: string;
    idType: string;
    idNumber: string;
    idExpiry: string;
    residenceCountry: string;
    idTypes: Record<IdType, string>;
    rulesSigned: (version: number) => string;
    rulesInForce: (version: number) => string;
    noRules: string;
    english: string;
    arabic: string;
    signature: string;
    signed: string;
    signedVia: { desk: string; link: string };
    notSigned: string;
    notRegistered: string;
  }
> = {
  en: {
    heading: 'Registration card',
    guest: (no, of) => `Guest ${no} of ${of}`,
    child: 'Child',
    bookingReference: 'Booking reference',
    room: 'Room',
    arrival: 'Arrival',
    departure: 'Departure',
    fullName: 'Full name',
    nationality: 'Nationality',
    dateOfBirth: 'Date of birth',
    idType: 'ID type',
    idNumber: 'ID number',
    idExpiry: 'ID expiry',
    residenceCountry: 'Country of residence',
    idTypes: {
      passport: 'Passport',
      national_id: 'National ID',
      residence_permit: 'Residence permit',
      driving_licence: 'Driving licence',
    },
    rulesSigned: (version) => `House rules, as signed (version ${version})`,
    rulesInForce: (version) => `House rules in force (version ${version})`,
    noRules: 'No house rules written.',
    english: 'English',
    arabic: 'Arabic',
    signature: 'Signature',
    signed: 'Signed',
    signedVia: { desk: 'at the desk', link: 'from the registration link' },
    notSigned: 'Not signed',
    notRegistered: 'Not registered yet',
  },
  ar: {
    heading: 'بطاقة تسجيل النزيل',
    guest: (no, of) => `الضيف ${no} من ${of}`,
    child: 'طفل',
    bookingReference: 'رقم الحجز',
    room: 'الغرفة',
    arrival: 'الوصول',
    departure: 'المغادرة',
    fullName: 'الاسم الكامل',
    nationality: 'الجنسية',
    dateOfBirth: 'تاريخ الميلاد',
    idType: 'نوع الهوية',
    idNumber: 'رقم الهوية',
    idExpiry: 'تاريخ انتهاء الهوية',
    residenceCountry: 'بلد الإقامة',
    idTypes: {
      passport: 'جواز سفر',
      national_id: 'بطاقة الرقم القومي',
      residence_permit: 'تصريح إقامة',
      driving_licence: 'رخصة قيادة',
    },
    rulesSigned: (version) => `قواعد الإقامة كما وُقّعت (الإصدار ${version})`,
    rulesInForce: (version) => `قواعد الإقامة السارية (الإصدار ${version})`,
    noRules: 'لم تُكتب قواعد الإقامة بعد.',
    english: 'بالإنجليزية',
    arabic: 'بالعربية',
    signature: 'التوقيع',
    signed: 'تم التوقيع',
    signedVia: { desk: 'في الاستقبال', link: 'من رابط التسجيل' },
    notSigned: 'لم يتم التوقيع',
    notRegistered: 'غير مسجّل بعد',
  },
};

export function registrationCardFileName(bookingReference: string, language: CardLanguage) {
  const reference = bookingReference.replace(/[^A-Za-z0-9-]/g, '');
  return `registration-card-${reference}-${language}.pdf`;
}
