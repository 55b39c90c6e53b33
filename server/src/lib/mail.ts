/**
 * Outgoing mail. Every mail is written to the OutboxMail table first (readable by admins only:
 * /admin/outbox, modules/admin/outbox.service.ts); when SMTP_HOST is set it is then sent with nodemailer and marked sent
 * (or its error recorded). Sending never fails the caller's operation.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { db } from '../db.js';
import { env } from '../env.js';
import { logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

let transporter: Transporter | null | undefined;

function smtp(): Transporter | null {
  if (transporter !== undefined) return transporter;
  transporter = env.SMTP_HOST
    ? nodemailer.createTransport({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
      })
    : null;
  return transporter;
}

/** Records the mail in the outbox and sends it over SMTP when configured. Returns the outbox id. */
export async function sendMail(message: MailMessage): Promise<string> {
  const row = await db.outboxMail.create({ data: message });
  logger.info({ to: message.to, subject: message.subject, outboxId: row.id }, 'mail queued');
  const transport = smtp();
  if (transport) {
    try {
      await transport.sendMail({ from: env.MAIL_FROM, ...message });
      await db.outboxMail.update({ where: { id: row.id }, data: { sentAt: new Date() } });
    } catch (error) {
      logger.error({ err: error, outboxId: row.id }, 'SMTP send failed');
      await db.outboxMail.update({ where: { id: row.id }, data: { error: String(error) } });
    }
  }
  return row.id;
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
