import type { ContactMessage, contactMessageBodySchema, Paginated, SiteStats } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { NotFoundError } from '../../lib/errors';
import * as contact from './contact.repository';

type ContactMessageInput = z.output<typeof contactMessageBodySchema>;
type MessageRow = Awaited<ReturnType<typeof contact.listContactMessages>>[number];

const toContactMessage = ({ read_at, ...row }: MessageRow): ContactMessage => ({
  ...row,
  read: read_at !== null,
  read_at,
});

/** The landing page's Get in Touch form; the sender's address is kept to trace abuse. */
export async function sendContactMessage(db: Kysely<DB>, body: ContactMessageInput, ip: string | null): Promise<void> {
  await contact.insertContactMessage(db, { ...body, subject: body.subject ?? null, ip });
}

export async function listContactMessages(
  db: Kysely<DB>,
  query: { page: number; limit: number; read?: boolean },
): Promise<Paginated<ContactMessage>> {
  const filter = { read: query.read };
  const [count, rows] = await Promise.all([
    contact.countContactMessages(db, filter),
    contact.listContactMessages(db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
  ]);
  return { count, results: rows.map(toContactMessage) };
}

export async function markContactMessage(db: Kysely<DB>, id: number, read: boolean): Promise<ContactMessage> {
  const row = await contact.setContactMessageRead(db, id, read);
  if (!row) throw new NotFoundError('Message not found.', 'CONTACT_MESSAGE_NOT_FOUND');
  return toContactMessage(row);
}

/** Users: active accounts other than the super admin. Dates are Bangladesh dates, as for memberships. */
export async function getSiteStats(db: Kysely<DB>, now = new Date()): Promise<SiteStats> {
  const figures = await contact.countSiteFigures(db, today(now));
  return { associations: figures.associations ?? 0, members: figures.members ?? 0, users: figures.users ?? 0 };
}
