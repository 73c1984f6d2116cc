/*
 * Direct inserts for the membership, transaction and certificate suites: associations, membership
 * types and admins are another module's endpoints, so these suites set them up with Kysely.
 */
import { expect } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../helpers';
import type { Caller } from './cast';

export const API = '/api/v1';
/** The site's own origin in tests (testConfig's PUBLIC_ORIGIN). */
export const SITE = 'http://localhost:8080';
export const RETURN_URL = `${SITE}/associations/1/memberships/1?tab=apply`;

/** A small complete PDF (the media store checks %PDF- at the start and %%EOF at the end). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/** An education as a member enters it (the profile and the public profile suites). */
export const EDUCATION = {
  institution: 'Dhaka College',
  degree: 'HSC',
  field_of_study: 'Science',
  start_date: '2012-07-01',
  end_date: '2014-06-30',
  current: false,
  description: 'Higher secondary',
};

export const REQUEST_BODY = { institute: 'School', batch: '2008', roll_number: '42' };

/** POST /associations/{id}/membership-requests/ (JSON) as `who`; returns the request id. */
export async function applyFor(
  app: FastifyInstance,
  who: Caller,
  associationId: number,
  typeId: number,
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/associations/${associationId}/membership-requests/`,
    headers: who.headers,
    payload: { ...REQUEST_BODY, membership_type: typeId },
  });
  if (response.statusCode !== 201)
    throw new Error(`membership request failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** POST /transactions/memberships/ as `who`. */
export async function pay(
  app: FastifyInstance,
  who: Caller,
  membershipRequest: number,
  offline: boolean,
  baseUrl = RETURN_URL,
) {
  return app.inject({
    method: 'POST',
    url: `${API}/transactions/memberships/`,
    headers: who.headers,
    payload: { membership_request: membershipRequest, base_url: baseUrl, offline },
  });
}

/** A request and its transaction, paid for in one go; returns both ids. */
export async function payFor(
  app: FastifyInstance,
  who: Caller,
  associationId: number,
  typeId: number,
  offline: boolean,
) {
  const requestId = await applyFor(app, who, associationId, typeId);
  const response = await pay(app, who, requestId, offline);
  if (response.statusCode !== 201) throw new Error(`transaction failed: ${response.statusCode} ${response.body}`);
  return { requestId, ...response.json<{ id: number; transaction_id: string; payment_url: string | null }>() };
}

export async function membershipsOf(t: TestApp, requestId: number) {
  return t.app.db.selectFrom('memberships').selectAll().where('membership_request_id', '=', requestId).execute();
}

export async function transactionRow(t: TestApp, id: number) {
  return t.app.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * A second gateway session of transaction `id`'s request, as one opened before the one-open-payment fix (or by
 * two instances' old code): a copy of it with `suffix` on its reference.
 */
export async function copyOpenPayment(t: TestApp, id: number, suffix: string) {
  const row = await transactionRow(t, id);
  return t.app.db
    .insertInto('transactions')
    .values({
      user_id: row.user_id,
      association_id: row.association_id,
      membership_request_id: row.membership_request_id,
      transaction_id: `${row.transaction_id}${suffix}`,
      amount: row.amount,
      offline: false,
      gateway: row.gateway,
      base_url: row.base_url,
    })
    .returning(['id', 'transaction_id'])
    .executeTakeFirstOrThrow();
}

export type CheckoutForm = { outcome: string; amount: string; signature: string };

/** The forms of the sandbox checkout page: outcome -> the hidden fields it posts. */
export function checkoutForms(html: string): Record<string, CheckoutForm> {
  const forms: Record<string, CheckoutForm> = {};
  for (const match of html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)) {
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(match[2])?.[1] ?? '';
    forms[field('outcome')] = { outcome: field('outcome'), amount: field('amount'), signature: field('signature') };
  }
  return forms;
}

/** Headers of a form post (the sandbox checkout's buttons). */
export const FORM_POST = { 'content-type': 'application/x-www-form-urlencoded' };

/** PATCH /transactions/memberships/{id}/approve/ as `who`: an offline payment's approval. */
export const approveOffline = (
  app: FastifyInstance,
  who: Caller,
  id: number,
  payload: object = { transaction_date: '2026-01-01', transaction_method: 'Cash' },
) =>
  app.inject({ method: 'PATCH', url: `${API}/transactions/memberships/${id}/approve/`, headers: who.headers, payload });

/** Posts one of the sandbox checkout's forms (its hidden fields) for `reference`. */
export const completeSandboxCheckout = (app: FastifyInstance, reference: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `${API}/payments/sandbox/checkout/${reference}/complete`,
    headers: FORM_POST,
    payload: new URLSearchParams(fields).toString(),
  });

/**
 * Pays on the sandbox gateway's page at `paymentUrl` (a payment's `payment_url`): opens it (200), then posts its
 * `outcome` form as the visitor's click would. The page is returned for what it shows.
 */
export async function completeOnlineCheckout(app: FastifyInstance, paymentUrl: string, outcome = 'success') {
  const pathname = new URL(paymentUrl).pathname;
  const page = await app.inject({ method: 'GET', url: pathname });
  expect(page.statusCode).toBe(200);
  const reference = pathname.split('/').pop() ?? '';
  return { page, done: await completeSandboxCheckout(app, reference, { ...checkoutForms(page.body)[outcome] }) };
}
