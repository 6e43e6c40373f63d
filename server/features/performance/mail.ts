import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';

/**
 * The mail port: SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:port), the
 * built-in development mailbox (table mail_dev_outbox) otherwise, so nothing leaves a dev machine.
 */
export interface Mail { to: string; subject: string; text: string }
export interface MailPort { kind: 'smtp' | 'dev'; send(mail: Mail): Promise<void> }

export function smtpMailer(url: string, from: string): MailPort {
  const transport = nodemailer.createTransport(url);
  return { kind: 'smtp', send: async (m) => { await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text }); } };
}

export function devMailbox(db: Db): MailPort {
  return { kind: 'dev', send: async (m) => { await db.execute(sql`insert into mail_dev_outbox ("to", subject, body) values (${m.to}, ${m.subject}, ${m.text})`); } };
}

export function mailPort(db: Db, env: NodeJS.ProcessEnv = process.env): MailPort {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM || 'Apron <no-reply@apron.example>') : devMailbox(db);
}
