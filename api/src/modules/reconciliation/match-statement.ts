/*
 * Proposing, for each incoming statement line, the pending offline payment it settles:
 *  1. strong, "reference": the line's transaction id or reference (or a word of its narration) equals
 *     the reference the member typed when claiming, or the payment's own reference (TXN-...), and the
 *     amount is the amount due;
 *  2. medium, "amount_date_phone": the amount is the amount due, the line is within DATE_WINDOW_DAYS of
 *     the day the member said they paid (else the day they claimed) and it came from the member's phone
 *     (the one typed with the claim or the profile's).
 * One line proposes at most one payment and one payment is proposed for at most one line. Strong
 * matches are taken first; within a kind the closest dates win, then the earlier row, then the older
 * payment, so the same statement and payments always give the same proposals.
 */
import { daysApart, referenceKey } from './statement-values';

const DATE_WINDOW_DAYS = 3;
/** References shorter than this (a `1`, a `ok`) are no evidence. */
const MIN_REFERENCE = 5;

export type LineToMatch = {
  id: number;
  row: number;
  trxId: string | null;
  reference: string | null;
  description: string | null;
  amount: number;
  paidOn: string;
  phone: string | null;
};

export type PendingPayment = {
  id: number;
  /** The platform's reference, TXN-... */
  reference: string;
  claimReference: string | null;
  amount: number;
  /** The day the member said they paid, else the day they claimed (Asia/Dhaka). */
  day: string;
  phones: string[];
};

export type Proposal = { transactionId: number; kind: 'reference' | 'amount_date_phone'; reason: string };

const cents = (amount: number) => Math.round(amount * 100);

/** The line's references and the words of its narration, each as compared (key) and as written. */
function wordsOf(line: LineToMatch): Map<string, string> {
  const words = new Map<string, string>();
  const add = (written: string) => {
    const key = referenceKey(written);
    if (key.length >= MIN_REFERENCE && !words.has(key)) words.set(key, written.trim());
  };
  for (const value of [line.trxId, line.reference]) if (value) add(value);
  for (const value of [line.reference, line.description])
    for (const word of (value ?? '').split(/[\s,;:/|]+/)) add(word);
  return words;
}

type Pair = { line: LineToMatch; payment: PendingPayment; days: number; reason: string };

function pick(pairs: Pair[], kind: Proposal['kind'], taken: Set<number>, out: Map<number, Proposal>) {
  pairs.sort(
    (a, b) => a.days - b.days || a.line.row - b.line.row || a.line.id - b.line.id || a.payment.id - b.payment.id,
  );
  for (const pair of pairs) {
    if (out.has(pair.line.id) || taken.has(pair.payment.id)) continue;
    out.set(pair.line.id, { transactionId: pair.payment.id, kind, reason: pair.reason });
    taken.add(pair.payment.id);
  }
}

/** The proposals, by statement line id. */
export function matchStatement(lines: LineToMatch[], payments: PendingPayment[]): Map<number, Proposal> {
  const byReference = new Map<string, { payment: PendingPayment; what: string }[]>();
  const byAmountPhone = new Map<string, PendingPayment[]>();
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const payment of payments) {
    const claimed = referenceKey(payment.claimReference);
    if (claimed.length >= MIN_REFERENCE)
      add(byReference, claimed, { payment, what: 'the transaction id the member typed' });
    add(byReference, referenceKey(payment.reference), { payment, what: "the payment's own reference" });
    for (const phone of new Set(payment.phones)) add(byAmountPhone, `${cents(payment.amount)}|${phone}`, payment);
  }

  const out = new Map<number, Proposal>();
  const taken = new Set<number>();
  const strong: Pair[] = [];
  for (const line of lines) {
    for (const [word, written] of wordsOf(line)) {
      for (const { payment, what } of byReference.get(word) ?? []) {
        if (cents(payment.amount) !== cents(line.amount)) continue;
        strong.push({
          line,
          payment,
          days: daysApart(line.paidOn, payment.day),
          reason: `Reference ${written} is ${what}.`,
        });
      }
    }
  }
  pick(strong, 'reference', taken, out);

  const medium: Pair[] = [];
  for (const line of lines) {
    if (out.has(line.id) || !line.phone) continue;
    for (const payment of byAmountPhone.get(`${cents(line.amount)}|${line.phone}`) ?? []) {
      if (taken.has(payment.id)) continue;
      const days = daysApart(line.paidOn, payment.day);
      if (days > DATE_WINDOW_DAYS) continue;
      const when =
        days === 0 ? 'on the day the member gave' : `${days} day${days === 1 ? '' : 's'} from the day the member gave`;
      medium.push({ line, payment, days, reason: `Same amount, paid ${when}, from the member's phone ${line.phone}.` });
    }
  }
  pick(medium, 'amount_date_phone', taken, out);
  return out;
}
