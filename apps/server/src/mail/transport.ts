import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  describe(): string;
}

/**
 * How long one SMTP exchange may hang at each stage. Nodemailer's own defaults (two minutes to
 * connect, ten of silence) would let a stalled mail server hold a message far past its lease
 * (outbox.ts), which is sized on these.
 */
export const SMTP_TIMEOUTS_MS = { connect: 10_000, greeting: 10_000, silence: 20_000 } as const;

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUTS_MS.connect,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.silence,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    describe: () => 'SMTP',
  };
}

/** Without SMTP, each message is written as an .eml file that any mail client opens. */
export function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      await mkdir(directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`;
      await writeFile(path.join(directory, name), info.message);
    },
    describe: () => `files in ${directory}`,
  };
}
