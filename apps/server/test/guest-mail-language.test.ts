import { describe, expect, it } from 'vitest';
import { guestConfirmationMail, preArrivalMail } from '../src/mail/templates';

const property = {
  propertyName: 'Zamalek Suites',
  address: '12 Hassan Sabry, Zamalek',
  addressAr: '12 شارع حسن صبري، الزمالك',
  phone: '+20 2 0000 0000',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  preArrivalInstructions: 'Ring twice at the gate.',
};

const publicInfo = {
  propertyName: 'Zamalek Suites',
  address: '12 Hassan Sabry, Zamalek',
  phone: '+20 2 0000 0000',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  cancellationPolicy: 'Free cancellation up to 7 days before arrival.\nThen <b>one night</b>.',
  houseRules: 'No smoking indoors.',
  contactEmail: 'stay@zamalek.example',
  whatsapp: '201001234567',
};

describe('guest e-mails in the language the guest booked in', () => {
  it('writes the pre-arrival mail in Arabic, right to left, with Arabic dates and plurals', () => {
    const mail = preArrivalMail(
      'layla@example.com',
      {
        bookingReference: 'WEB-1',
        guestNames: ['ليلى'],
        checkIn: '2026-12-03',
        checkOut: '2026-12-05',
        nights: 2,
        suiteName: 'جناح مطل على النيل',
        language: 'ar',
      },
      property,
    );
    expect(mail.subject).toBe('تفاصيل وصولكم يوم 3 ديسمبر 2026 — WEB-1');
    expect(mail.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(mail.htmlBody).toContain('<th align="right"');
    expect(mail.textBody).toContain('تسجيل الوصول: 3 ديسمبر 2026، ابتداءً من الساعة 14:00');
    expect(mail.textBody).toContain('عدد الليالي: ليلتان');
  });

  it('gives the address in the guest’s language: Arabic where the property has it', () => {
    const stay = (language: 'en' | 'ar') => ({
      bookingReference: 'WEB-4',
      guestNames: ['Layla'],
      checkIn: '2026-12-03',
      checkOut: '2026-12-05',
      nights: 2,
      suiteName: null,
      language,
    });
    const arabic = preArrivalMail('layla@example.com', stay('ar'), property);
    expect(arabic.textBody).toContain(`العنوان: ${property.addressAr}`);
    expect(arabic.textBody).toContain(`Zamalek Suites · ${property.addressAr} · +20 2 0000 0000`);
    expect(arabic.htmlBody).toContain(property.addressAr);
    expect(arabic.textBody + arabic.htmlBody).not.toContain(property.address);

    const english = preArrivalMail('layla@example.com', stay('en'), property);
    expect(english.textBody).toContain(`Address: ${property.address}`);
    expect(english.textBody + english.htmlBody).not.toContain(property.addressAr);

    const withoutArabic = preArrivalMail('layla@example.com', stay('ar'), {
      ...property,
      addressAr: null,
    });
    expect(withoutArabic.textBody).toContain(`العنوان: ${property.address}`);
  });

  it('keeps the English confirmation as it was', () => {
    const mail = guestConfirmationMail(
      'hana@example.com',
      {
        bookingReference: 'WEB-2',
        suiteName: 'Nile 401',
        publicSuiteName: 'Nile View One-Bedroom',
        unitType: null,
        checkIn: '2026-12-03',
        checkOut: '2026-12-04',
        nights: 1,
        guestNames: ['Hana'],
        adults: 1,
        children: 2,
        totalCents: 12_500,
        source: 'Direct Website',
        notes: null,
        nationality: null,
        language: 'en',
      },
      publicInfo,
    );
    expect(mail.subject).toBe('Your stay is confirmed — WEB-2');
    expect(mail.textBody).toContain('Check-in: 03 Dec 2026');
    expect(mail.textBody).toContain('Guests: 1 adult, 2 children');
    expect(mail.textBody).toContain('Total: $125.00');
    // Guests know the suite by its public name; the room's internal name stays with the staff.
    expect(mail.textBody).toContain('Suite: Nile View One-Bedroom');
    expect(mail.textBody).not.toContain('Nile 401');
    expect(mail.htmlBody).toContain('<html lang="en" dir="ltr">');
  });

  it('gives the times, policies and contact in the confirmation, the operator’s texts as written', () => {
    const mail = guestConfirmationMail(
      'layla@example.com',
      {
        bookingReference: 'WEB-3',
        suiteName: 'Nile 401',
        publicSuiteName: 'Nile View One-Bedroom',
        unitType: null,
        checkIn: '2026-12-03',
        checkOut: '2026-12-05',
        nights: 2,
        guestNames: ['ليلى'],
        adults: 2,
        children: 0,
        totalCents: 25_000,
        source: 'Direct Website',
        notes: null,
        nationality: null,
        language: 'ar',
      },
      publicInfo,
    );
    expect(mail.textBody).toContain('تسجيل الوصول من: 14:00');
    expect(mail.textBody).toContain(`سياسة الإلغاء:\n${publicInfo.cancellationPolicy}`);
    expect(mail.textBody).toContain('قواعد الإقامة:\nNo smoking indoors.');
    expect(mail.textBody).toContain('واتساب: https://wa.me/201001234567');
    expect(mail.htmlBody).toContain('Then &lt;b&gt;one night&lt;/b&gt;.');
    expect(mail.htmlBody).not.toContain('<b>one night');
    expect(mail.htmlBody).toContain('stay@zamalek.example');
  });
});
