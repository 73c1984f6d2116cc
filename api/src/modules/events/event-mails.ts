import { escapeHtml, formatEventRange, formatEventTime, formatMoney } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { mailTexts, type MailTexts } from '../../i18n/catalogs/mail';
import { mailParts, type MailMessage } from '../mail';
import type { RsvpMailRow } from './events.repository';

/** What every event mail names: who (in their language), which event, when and where. */
type EventMailSubject = Pick<
  RsvpMailRow,
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'language'
  | 'title'
  | 'starts_at'
  | 'ends_at'
  | 'venue'
  | 'online_url'
  | 'association_name'
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
const whenWhere = (row: EventMailSubject, t: MailTexts) =>
  [
    t('event.when', { when: formatEventRange(row.starts_at, row.ends_at, row.language) }),
    row.venue ? t('event.where', { venue: row.venue.replace(/\n/g, ', ') }) : null,
    row.online_url ? t('event.online', { url: row.online_url }) : null,
  ].filter((line): line is string => line !== null);
const eventLink = (row: EventMailSubject, origin: string, t: MailTexts) => ({
  href: `${origin}/events/${row.event_id}`,
  label: t('event.button'),
});
const about = (row: EventMailSubject) => ({ title: row.title, association: row.association_name });

/** Why a going mail is sent: a free place taken, a waiting person moved up, a ticket paid. */
type GoingReason = 'confirmed' | 'movedUp' | 'paid';
const GOING_LEAD = {
  confirmed: 'event.goingConfirmed',
  movedUp: 'event.goingMovedUp',
  paid: 'event.goingPaid',
} as const;

/**
 * "You are going": the check-in QR code (inline PNG, its code also in text for a reader without images) and
 * the event's details, in the person's language. Sent when a free place is taken, a paid one paid, or a
 * waiting person moved up.
 */
export async function goingMail(
  row: RsvpMailRow,
  origin: string,
  reason: GoingReason = 'confirmed',
): Promise<MailMessage> {
  const t = mailTexts(row.language);
  const png = await qrPng(row.check_in_code);
  const amount = formatMoney(row.fee, { on: 'card', language: row.language });
  const paid = row.payment === 'paid' ? [t('event.ticketPaid', { amount })] : [];
  const parts = mailParts(
    {
      title: t('event.goingTitle', about(row)),
      greeting: t('event.dear', { name: nameOf(row) }),
      paragraphs: [
        t(GOING_LEAD[reason], about(row)),
        ...paid,
        ...whenWhere(row, t),
        t('event.showQr', { code: row.check_in_code }),
      ],
      link: eventLink(row, origin, t),
      after: t('event.goingAfter'),
    },
    row.language,
  );
  const alt = escapeHtml(t('event.qrAlt', { code: row.check_in_code }));
  const qr = `<p><img src="cid:${QR_CID}" width="232" height="232" alt="${alt}"></p>`;
  return {
    to: row.email,
    subject: t('event.goingSubject', about(row)),
    text: parts.text,
    html: parts.html.replace('</body>', `  ${qr}\n  </body>`),
    attachments: [{ filename: 'check-in-qr.png', content: png, contentType: 'image/png', cid: QR_CID }],
  };
}

/** A waiting person moved up to a paid event: pay before the hold ends. */
export function movedUpToPayMail(row: RsvpMailRow, origin: string): MailMessage {
  const t = mailTexts(row.language);
  const until = row.held_until ? formatEventTime(row.held_until, row.language) : '';
  const amount = formatMoney(row.fee, { on: 'card', language: row.language });
  return {
    to: row.email,
    subject: t('event.movedUpSubject', about(row)),
    ...mailParts(
      {
        title: t('event.movedUpTitle'),
        greeting: t('event.dear', { name: nameOf(row) }),
        paragraphs: [
          t('event.movedUpLead', about(row)),
          t('event.movedUpPay', { until, amount }),
          ...whenWhere(row, t),
        ],
        link: eventLink(row, origin, t),
      },
      row.language,
    ),
  };
}

/** An unpaid place released when its hold ran out. */
export function holdReleasedMail(row: RsvpMailRow, origin: string): MailMessage {
  const t = mailTexts(row.language);
  return {
    to: row.email,
    subject: t('event.releasedSubject', about(row)),
    ...mailParts(
      {
        title: t('event.releasedTitle'),
        greeting: t('event.dear', { name: nameOf(row) }),
        paragraphs: [t('event.releasedLead', about(row)), t('event.releasedAgain')],
        link: eventLink(row, origin, t),
      },
      row.language,
    ),
  };
}

const CANCELLED_REFUND = { online: 'event.cancelledRefundOnline', offline: 'event.cancelledRefundOffline' } as const;

/** The event is cancelled: to everyone going or waiting. */
export function cancelledMail(
  row: EventMailSubject & { payment: string; status: string },
  origin: string,
  refund: 'online' | 'offline' | 'none',
): MailMessage {
  const t = mailTexts(row.language);
  const when = formatEventRange(row.starts_at, row.ends_at, row.language);
  return {
    to: row.email,
    subject: t('event.cancelledSubject', about(row)),
    ...mailParts(
      {
        title: t('event.cancelledTitle', about(row)),
        greeting: t('event.dear', { name: nameOf(row) }),
        paragraphs: [
          t('event.cancelledLead', { ...about(row), when }),
          ...(refund === 'none' ? [] : [t(CANCELLED_REFUND[refund])]),
          t('event.cancelledSorry'),
        ],
        link: eventLink(row, origin, t),
      },
      row.language,
    ),
  };
}

/** The day before: to everyone going. */
export function reminderMail(row: RsvpMailRow, origin: string): MailMessage {
  const t = mailTexts(row.language);
  return {
    to: row.email,
    subject: t('event.reminderSubject', about(row)),
    ...mailParts(
      {
        title: t('event.reminderTitle', about(row)),
        greeting: t('event.dear', { name: nameOf(row) }),
        paragraphs: [
          t('event.reminderLead', about(row)),
          ...whenWhere(row, t),
          t('event.reminderCode', { code: row.check_in_code }),
        ],
        link: eventLink(row, origin, t),
        after: t('event.reminderAfter'),
      },
      row.language,
    ),
  };
}

/** A ticket given back through the gateway (the event cancelled, or paid twice), in the payer's language. */
export function ticketRefundMail(
  row: {
    user_email: string;
    user_first_name: string;
    event_title: string | null;
    association_name: string;
    transaction_id: string;
    amount: number;
    refund_amount: number | null;
    refund_reference: string | null;
  },
  language: Language = 'en',
): MailMessage {
  const t = mailTexts(language);
  const amount = formatMoney(row.refund_amount ?? row.amount, { on: 'card', isToThePaisa: true, language });
  const reference = row.refund_reference ? ` ${t('refund.reference', { reference: row.refund_reference })}` : '';
  const name = row.user_first_name;
  return {
    to: row.user_email,
    subject: t('event.refundSubject', { amount }),
    text: [
      name ? t('layout.helloName', { name }) : t('layout.helloThere'),
      '',
      `${t('event.refundDone', {
        amount,
        event: row.event_title ?? t('event.refundAnEvent'),
        association: row.association_name,
        transaction: row.transaction_id,
      })}${reference}`,
      t('refund.when'),
      '',
      t('layout.signature'),
    ].join('\n'),
  };
}
