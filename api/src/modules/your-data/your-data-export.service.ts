import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { MediaStore } from '../media';
import type { ProofStore } from '../memberships';
import * as users from '../users';
import * as account from './your-data.repository';
import { buildDataArchive, type ArchiveFile, type Section } from './data-archive';

export type YourDataDeps = { db: Kysely<DB>; media: MediaStore; proofs: ProofStore };

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The files the person uploaded that are still stored; one that cannot be read is left out. */
async function storedFiles(
  deps: YourDataDeps,
  picture: string | null,
  requests: { id: number; proof_document: string | null }[],
): Promise<ArchiveFile[]> {
  const files: ArchiveFile[] = [];
  if (picture) {
    const object = await deps.media.open(picture);
    if (object)
      files.push({
        path: `files/profile-picture${picture.slice(picture.lastIndexOf('.'))}`,
        data: await readAll(object.body),
      });
  }
  for (const request of requests) {
    const object = request.proof_document ? await deps.proofs.open(request.proof_document) : null;
    if (object)
      files.push({ path: `files/proof-documents/request-${request.id}.pdf`, data: await readAll(object.body) });
  }
  return files;
}

/** GET /auth/user/export/: everything the platform holds about the user, as one zip archive. */
export async function exportAccountData(deps: YourDataDeps, userId: number, now = new Date()): Promise<Buffer> {
  const { db } = deps;
  const profile = await account.findAccount(db, userId);
  if (!profile) throw users.accountGone();
  const [educations, jobs, contacts, memberships, requests, transactions, registrations, rsvps, sessions] =
    await Promise.all([
      users.listEducations(db, userId),
      users.listJobExperiences(db, userId),
      users.listContactDetails(db, userId),
      account.listMemberships(db, userId),
      account.listMembershipRequests(db, userId),
      account.listTransactions(db, userId),
      account.listRegistrationRequests(db, userId),
      account.listEventRsvps(db, userId),
      account.listSessions(db, userId),
    ]);
  const sections: Section[] = [
    { name: 'profile', rows: [profile] },
    { name: 'educations', rows: educations },
    { name: 'job_experiences', rows: jobs },
    { name: 'contact_details', rows: contacts },
    { name: 'memberships', rows: memberships },
    {
      name: 'membership_requests',
      rows: requests.map(({ proof_document, ...request }) => ({
        ...request,
        has_proof_document: proof_document !== null,
      })),
    },
    { name: 'transactions', rows: transactions.map((t) => ({ ...t, amount: Number(t.amount) })) },
    { name: 'registration_requests', rows: registrations },
    { name: 'event_rsvps', rows: rsvps },
    { name: 'sessions', rows: sessions },
  ];
  return buildDataArchive(sections, await storedFiles(deps, profile.profile_picture, requests), now);
}
