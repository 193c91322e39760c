import type { OutgoingMail } from '@zamalek/db/queries/notifications';
import { GUEST_MAIL_MESSAGES, type GuestLanguage } from '@zamalek/domain/guest-language';
import { REGISTRATION_LINK_PLACEHOLDER } from '@zamalek/domain/registrations/link';
import { escapeHtml } from '../html/escape-html';

/**
 * The registration link's paragraph and button. The address is the placeholder: the outbox puts
 * in a fresh link as the message is sent (registrationLinkPersonalizer).
 */
export function registrationLinkBlock(language: GuestLanguage) {
  const m = GUEST_MAIL_MESSAGES[language];
  return {
    text: `${m.registerTitle}\n${m.registerText}\n${REGISTRATION_LINK_PLACEHOLDER}`,
    html: `<h2 style="font-size:18px">${escapeHtml(m.registerTitle)}</h2><p>${escapeHtml(m.registerText)}</p><p><a href="${REGISTRATION_LINK_PLACEHOLDER}" style="display:inline-block;background:#0f172a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(m.registerButton)}</a></p>`,
  };
}

interface LinkStay {
  id: string;
  bookingReference: string;
  guestNames: string[];
  language: GuestLanguage;
}

/** The link on its own: sent by the desk, or as the morning-of-arrival reminder. */
export function registrationLinkMail(
  recipient: string,
  stay: LinkStay,
  propertyName: string,
  kind: 'invitation' | 'reminder',
): OutgoingMail {
  const { language } = stay;
  const m = GUEST_MAIL_MESSAGES[language];
  const guest = stay.guestNames[0] ?? m.guestFallback;
  const intro =
    kind === 'reminder'
      ? m.reminderIntro(guest, propertyName)
      : m.registerIntro(guest, propertyName);
  const block = registrationLinkBlock(language);
  return {
    kind: kind === 'reminder' ? 'guest-registration-reminder' : 'guest-registration-link',
    recipient,
    subject:
      kind === 'reminder'
        ? m.reminderSubject(stay.bookingReference)
        : m.registerSubject(stay.bookingReference),
    textBody: `${intro}\n\n${block.text}\n\n${m.signature}\n`,
    htmlBody: `<!doctype html><html lang="${language}" dir="${m.dir}"><body style="font-family:Georgia,serif;color:#0f172a;max-width:560px"><p>${escapeHtml(intro)}</p>${block.html}<p style="color:#64748b">${escapeHtml(m.signature)}</p></body></html>`,
    registrationLinkFor: stay.id,
  };
}
