/** A raw message (SMTP data, an .eml file) read as a mail client reads it, attachments too. */
export { simpleParser as parseMail } from 'mailparser';
