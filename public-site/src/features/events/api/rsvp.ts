import { api } from '@alumni/shared';
import { eventPaths, type RsvpBody } from '@alumni/shared/contracts';

/** POST /events/{id}/rsvp/: going (or waiting when full) or not going; the answer as it stands and the counts. */
export async function answerEvent(id: number, status: RsvpBody['status']) {
  const { data } = await api.post(eventPaths.rsvp(id), { status });
  return data;
}

/** POST /events/{id}/rsvp/pay/: the ticket's charge, online (`payment_url`) or offline (awaits the admin). */
export async function payForEvent(id: number, input: { offline: boolean; baseUrl: string }) {
  const { data } = await api.post(eventPaths.pay(id), { offline: input.offline, base_url: input.baseUrl });
  return data;
}
