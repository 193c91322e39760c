import { z } from 'zod';
import { dateTimeFormat, numberFormat, pluralRules } from './intl-formats';

/** The languages of the public site and of the guest's e-mails. English is the default. */
const GUEST_LANGUAGES = ['en', 'ar'] as const;
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number];

export const guestLanguageSchema = z.enum(GUEST_LANGUAGES).default('en');

export function isGuestLanguage(value: unknown): value is GuestLanguage {
  return value === 'en' || value === 'ar';
}

/** BCP 47 tags for Intl: Arabic with Latin digits, as guests in the region expect for bookings. */
export const INTL_LOCALE: Record<GuestLanguage, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

/** 24 Nov 2026 / ٢٤ نوفمبر ٢٠٢٦ (property dates: no time zone shift). */
export function formatGuestDate(date: string, language: GuestLanguage): string {
  return dateTimeFormat(INTL_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Prices stay in US dollars ($1,234.50); in Arabic text the amount is isolated left to right
 * (U+2066…U+2069) so the dollar sign stays before its digits.
 */
export function formatGuestMoney(cents: number, language: GuestLanguage): string {
  const amount = numberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(cents / 100);
  return language === 'ar' ? `\u2066${amount}\u2069` : amount;
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

function plural(language: GuestLanguage, count: number, forms: PluralForms): string {
  const rule = pluralRules(INTL_LOCALE[language]).select(count);
  return (forms[rule] ?? forms.other).replace('#', String(count));
}

/** The guest e-mails' words, per language. Every language has every message (checked by type). */
interface MailMessages {
  dir: 'ltr' | 'rtl';
  bookingReference: string;
  suite: string;
  checkIn: string;
  checkOut: string;
  nights: string;
  guests: string;
  total: string;
  /** The price breakdown: "3 nights × $120.00", discounts, extra guests, taxes included. */
  nightsAtRate: (nights: string, rate: string) => string;
  weeklyDiscount: (percent: string) => string;
  monthlyDiscount: (percent: string) => string;
  extraGuests: (count: number) => string;
  includedCharge: (name: string) => string;
  address: string;
  phone: string;
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: string;
  houseRules: string;
  contactEmail: string;
  whatsapp: string;
  guestFallback: string;
  nightCount: (count: number) => string;
  adultCount: (count: number) => string;
  childCount: (count: number) => string;
  confirmedTitle: string;
  confirmedSubject: (reference: string) => string;
  confirmedIntro: (guest: string) => string;
  confirmedOutro: string;
  checkInFrom: (date: string, time: string) => string;
  checkOutBy: (date: string, time: string) => string;
  preArrivalTitle: (property: string) => string;
  preArrivalSubject: (date: string, reference: string) => string;
  preArrivalIntro: (guest: string, property: string, date: string) => string;
  preArrivalOutro: string;
  /** The registration link: in the pre-arrival mail, sent by the desk, and the reminder. */
  registerTitle: string;
  registerText: string;
  registerButton: string;
  registerSubject: (reference: string) => string;
  registerIntro: (guest: string, property: string) => string;
  reminderSubject: (reference: string) => string;
  reminderIntro: (guest: string, property: string) => string;
  signature: string;
}

export const GUEST_MAIL_MESSAGES: Record<GuestLanguage, MailMessages> = {
  en: {
    dir: 'ltr',
    bookingReference: 'Booking reference',
    suite: 'Suite',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: 'Nights',
    guests: 'Guests',
    total: 'Total',
    nightsAtRate: (nights, rate) => `${nights} × ${rate}`,
    weeklyDiscount: (percent) => `Weekly discount (${percent})`,
    monthlyDiscount: (percent) => `Monthly discount (${percent})`,
    extraGuests: (count) =>
      plural('en', count, { one: 'Extra guest (#)', other: 'Extra guests (#)' }),
    includedCharge: (name) => `Includes ${name}`,
    address: 'Address',
    phone: 'Phone',
    checkInTime: 'Check-in from',
    checkOutTime: 'Check-out by',
    cancellationPolicy: 'Cancellation policy',
    houseRules: 'House rules',
    contactEmail: 'E-mail',
    whatsapp: 'WhatsApp',
    guestFallback: 'Guest',
    nightCount: (count) => plural('en', count, { one: '# night', other: '# nights' }),
    adultCount: (count) => plural('en', count, { one: '# adult', other: '# adults' }),
    childCount: (count) => plural('en', count, { one: '# child', other: '# children' }),
    confirmedTitle: 'Booking Confirmed!',
    confirmedSubject: (reference) => `Your stay is confirmed — ${reference}`,
    confirmedIntro: (guest) =>
      `Dear ${guest}, thank you for booking with Zamalek Suites. Your stay is confirmed.`,
    confirmedOutro:
      'We will send your check-in instructions 24 hours before arrival. Our concierge is happy to help with anything you need before then — simply reply to this e-mail.',
    checkInFrom: (date, time) => `${date}, from ${time}`,
    checkOutBy: (date, time) => `${date}, by ${time}`,
    preArrivalTitle: (property) => `Welcome to ${property}`,
    preArrivalSubject: (date, reference) => `Your check-in details for ${date} — ${reference}`,
    preArrivalIntro: (guest, property, date) =>
      `Dear ${guest}, we look forward to welcoming you to ${property} on ${date}. Here is what you need for your arrival.`,
    preArrivalOutro: 'If your plans change, simply reply to this e-mail. Safe travels!',
    registerTitle: 'Register before you arrive',
    registerText:
      'Save time at the desk: register each guest, add a photo of their ID, sign the house rules and tell us when you expect to arrive. The page asks for the last name the booking was made under.',
    registerButton: 'Register now',
    registerSubject: (reference) => `Register before you arrive — ${reference}`,
    registerIntro: (guest, property) =>
      `Dear ${guest}, Egyptian law asks ${property} to register every guest. You can do it now, before you arrive.`,
    reminderSubject: (reference) => `Reminder: your registration before check-in — ${reference}`,
    reminderIntro: (guest, property) =>
      `Dear ${guest}, your registration with ${property} is not complete yet. It takes a few minutes and saves time when you arrive today.`,
    signature: 'Zamalek Suites · Zamalek, Cairo',
  },
  ar: {
    dir: 'rtl',
    bookingReference: 'رقم الحجز',
    suite: 'الجناح',
    checkIn: 'تسجيل الوصول',
    checkOut: 'تسجيل المغادرة',
    nights: 'عدد الليالي',
    guests: 'الضيوف',
    total: 'الإجمالي',
    nightsAtRate: (nights, rate) => `${nights} × ${rate}`,
    weeklyDiscount: (percent) => `خصم الإقامة الأسبوعية (${percent})`,
    monthlyDiscount: (percent) => `خصم الإقامة الشهرية (${percent})`,
    extraGuests: (count) =>
      plural('ar', count, {
        one: 'ضيف إضافي',
        two: 'ضيفان إضافيان',
        few: '# ضيوف إضافيين',
        many: '# ضيفًا إضافيًا',
        other: '# ضيف إضافي',
      }),
    includedCharge: (name) => `يشمل ${name}`,
    address: 'العنوان',
    phone: 'الهاتف',
    checkInTime: 'تسجيل الوصول من',
    checkOutTime: 'تسجيل المغادرة حتى',
    cancellationPolicy: 'سياسة الإلغاء',
    houseRules: 'قواعد الإقامة',
    contactEmail: 'البريد الإلكتروني',
    whatsapp: 'واتساب',
    guestFallback: 'ضيفنا الكريم',
    nightCount: (count) =>
      plural('ar', count, {
        zero: 'لا ليالٍ',
        one: 'ليلة واحدة',
        two: 'ليلتان',
        few: '# ليالٍ',
        many: '# ليلة',
        other: '# ليلة',
      }),
    adultCount: (count) =>
      plural('ar', count, {
        zero: 'لا بالغين',
        one: 'بالغ واحد',
        two: 'بالغان',
        few: '# بالغين',
        many: '# بالغًا',
        other: '# بالغ',
      }),
    childCount: (count) =>
      plural('ar', count, {
        zero: 'لا أطفال',
        one: 'طفل واحد',
        two: 'طفلان',
        few: '# أطفال',
        many: '# طفلًا',
        other: '# طفل',
      }),
    confirmedTitle: 'تم تأكيد حجزكم!',
    confirmedSubject: (reference) => `تم تأكيد إقامتكم — ${reference}`,
    confirmedIntro: (guest) =>
      `عزيزنا ${guest}، نشكركم على اختياركم أجنحة الزمالك. لقد تم تأكيد إقامتكم.`,
    confirmedOutro:
      'سنرسل إليكم تعليمات الوصول قبل موعد وصولكم بأربع وعشرين ساعة. ويسعد فريق الكونسيرج بمساعدتكم في كل ما تحتاجون إليه قبل ذلك، ما عليكم سوى الرد على هذه الرسالة.',
    checkInFrom: (date, time) => `${date}، ابتداءً من الساعة ${time}`,
    checkOutBy: (date, time) => `${date}، قبل الساعة ${time}`,
    preArrivalTitle: (property) => `أهلًا وسهلًا بكم في ${property}`,
    preArrivalSubject: (date, reference) => `تفاصيل وصولكم يوم ${date} — ${reference}`,
    preArrivalIntro: (guest, property, date) =>
      `عزيزنا ${guest}، يسعدنا استقبالكم في ${property} يوم ${date}. إليكم كل ما تحتاجون إليه لوصولكم.`,
    preArrivalOutro: 'إذا تغيّرت خططكم، يكفي الرد على هذه الرسالة. نتمنى لكم رحلة آمنة!',
    registerTitle: 'سجّلوا قبل وصولكم',
    registerText:
      'وفّروا وقتكم عند الاستقبال: سجّلوا بيانات كل ضيف، وأضيفوا صورة من هويته، ووقّعوا على قواعد الإقامة، وأخبرونا بموعد وصولكم المتوقع. ستطلب الصفحة اسم العائلة الذي تم الحجز به.',
    registerButton: 'سجّلوا الآن',
    registerSubject: (reference) => `سجّلوا قبل وصولكم — ${reference}`,
    registerIntro: (guest, property) =>
      `عزيزنا ${guest}، يُلزم القانون المصري ${property} بتسجيل كل ضيف. يمكنكم التسجيل الآن قبل وصولكم.`,
    reminderSubject: (reference) => `تذكير: تسجيلكم قبل الوصول — ${reference}`,
    reminderIntro: (guest, property) =>
      `عزيزنا ${guest}، لم يكتمل تسجيلكم لدى ${property} بعد. يستغرق بضع دقائق ويوفّر عليكم الوقت عند وصولكم اليوم.`,
    signature: 'أجنحة الزمالك · الزمالك، القاهرة',
  },
};
