import { escapeHtml, formatEventRange, formatMoney } from '@alumni/shared/format';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { mailParts, type MailMessage } from '../mail';
import type { RsvpMailRow } from './events.repository';

/** What every event mail names: who, which event, when and where. */
type EventMailSubject = Pick<
  RsvpMailRow,
  'email' | 'first_name' | 'last_name' | 'title' | 'starts_at' | 'ends_at' | 'venue' | 'online_url' | 'association_name'
> & { event_id: number };

const QR_CID = 'event-check-in-qr';

/**
 * The check-in code's QR code as a PNG: qrcode's modules (error correction M) drawn as grey-scale pixels
 * and encoded by sharp (qrcode's own PNG writer, pure JavaScript, is much slower), 8 pixels a module and a
 * quiet zone of 2.
 */
export async function qrPng(text: string, scale = 8, quiet = 2): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * quiet) * scale;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = ((row + quiet) * scale + y) * side + (col + quiet) * scale;
        pixels.fill(0, start, start + scale);
      }
    }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();
}
const nameOf = (row: EventMailSubject) => `${row.first_name} ${row.last_name}`.trim() || row.email;
const whenWhere = (row: EventMailSubject) =>
  [
    `When: ${formatEventRange(row.starts_at, row.ends_at)}`,
    row.venue ? `Where: ${row.venue.replace(/\n/g, ', ')}` : null,
    row.online_url ? `Online: ${row.online_url}` : null,
  ].filter((line): line is string => line !== null);
const eventLink = (row: EventMailSubject, origin: string) => ({
  href: `${origin}/events/${row.event_id}`,
  label: 'See the event',
});

/**
 * "You are going": the check-in QR code (inline PNG, its code also in text for a reader without images) and
 * the event's details. Sent when a free place is taken, a paid one paid, or a waiting person moved up.
 */
export async function goingMail(row: RsvpMailRow, origin: string, lead?: string): Promise<MailMessage> {
  const png = await qrPng(row.check_in_code);
  const paid = row.payment === 'paid' ? [`Your ticket of ${formatMoney(row.fee, { on: 'card' })} is paid.`] : [];
  const parts = mailParts({
    title: `You are going to ${row.title}`,
    greeting: `Dear ${nameOf(row)},`,
    paragraphs: [
      lead ?? `Your place at ${row.title} (${row.association_name}) is confirmed.`,
      ...paid,
      ...whenWhere(row),
      `Show the QR code below at the door to check in (or give your name). Your check-in code: ${row.check_in_code}`,
    ],
    link: eventLink(row, origin),
    after: 'Can no longer come? Answer "Not going" on the event page so someone on the waiting list gets your place.',
  });
  const qr = `<p><img src="cid:${QR_CID}" width="232" height="232" alt="${escapeHtml(`Check-in code ${row.check_in_code}`)}"></p>`;
  return {
    to: row.email,
    subject: `You are going: ${row.title}`,
    text: parts.text,
    html: parts.html.replace('</body>', `  ${qr}\n  </body>`),
    attachments: [{ filename: 'check-in-qr.png', content: png, contentType: 'image/png', cid: QR_CID }],
  };
}

/** A waiting person moved up to a paid event: pay before the hold ends. */
export function movedUpToPayMail(row: RsvpMailRow, origin: string): MailMessage {
  const until = row.held_until ? formatEventRange(row.held_until, row.held_until).split(' – ')[0] : '';
  return {
    to: row.email,
    subject: `A place is free for you: ${row.title}`,
    ...mailParts({
      title: 'A place is free for you',
      greeting: `Dear ${nameOf(row)},`,
      paragraphs: [
        `Someone withdrew from ${row.title} (${row.association_name}) and you were next on the waiting list.`,
        `The place is held for you until ${until} (Asia/Dhaka): pay the ticket of ${formatMoney(row.fee, { on: 'card' })} on the event page before then to keep it.`,
        ...whenWhere(row),
      ],
      link: eventLink(row, origin),
    }),
  };
}

/** An unpaid place released when its hold ran out. */
export function holdReleasedMail(row: RsvpMailRow, origin: string): MailMessage {
  return {
    to: row.email,
    subject: `Your place was released: ${row.title}`,
    ...mailParts({
      title: 'Your place was released',
      greeting: `Dear ${nameOf(row)},`,
      paragraphs: [
        `The place held for you at ${row.title} (${row.association_name}) was not paid in time, so it went to the next person.`,
        'If places are left you can answer "Going" again on the event page.',
      ],
      link: eventLink(row, origin),
    }),
  };
}

/** The event is cancelled: to everyone going or waiting. */
export function cancelledMail(
  row: EventMailSubject & { payment: string; status: string },
  origin: string,
  refund: 'online' | 'offline' | 'none',
): MailMessage {
  const money =
    refund === 'online'
      ? ['Your ticket is being refunded through the payment provider; it may take a few working days to reach you.']
      : refund === 'offline'
        ? ['You paid offline: the association will return your payment. Contact it if you do not hear from it.']
        : [];
  return {
    to: row.email,
    subject: `Cancelled: ${row.title}`,
    ...mailParts({
      title: `${row.title} is cancelled`,
      greeting: `Dear ${nameOf(row)},`,
      paragraphs: [
        `${row.association_name} has cancelled ${row.title}, planned for ${formatEventRange(row.starts_at, row.ends_at)}.`,
        ...money,
        'We are sorry for the change of plans.',
      ],
      link: eventLink(row, origin),
    }),
  };
}

/** The day before: to everyone going. */
export function reminderMail(row: RsvpMailRow, origin: string): MailMessage {
  return {
    to: row.email,
    subject: `Tomorrow: ${row.title}`,
    ...mailParts({
      title: `${row.title} is tomorrow`,
      greeting: `Dear ${nameOf(row)},`,
      paragraphs: [
        `A reminder that you are going to ${row.title} (${row.association_name}).`,
        ...whenWhere(row),
        `Your check-in code: ${row.check_in_code} (the QR code is in your confirmation e-mail and on the event page).`,
      ],
      link: eventLink(row, origin),
      after: 'Can no longer come? Answer "Not going" on the event page so someone else gets your place.',
    }),
  };
}

/** A ticket given back through the gateway (the event cancelled, or paid twice). */
export function ticketRefundMail(row: {
  user_email: string;
  user_first_name: string;
  event_title: string | null;
  association_name: string;
  transaction_id: string;
  amount: number;
  refund_amount: number | null;
  refund_reference: string | null;
}): MailMessage {
  const amount = formatMoney(row.refund_amount ?? row.amount, { on: 'card', isToThePaisa: true });
  const reference = row.refund_reference ? ` The payment provider's refund reference is ${row.refund_reference}.` : '';
  return {
    to: row.user_email,
    subject: `Your ticket payment of ${amount} was refunded`,
    text: [
      `Hello ${row.user_first_name || 'there'},`,
      '',
      `Your payment of ${amount} for ${row.event_title ?? 'an event'} (${row.association_name}, transaction ${row.transaction_id}) has been refunded.${reference}`,
      'It may take a few working days to reach your account. You see it under Your Transactions.',
      '',
      'Alumni Connect',
    ].join('\n'),
  };
}
