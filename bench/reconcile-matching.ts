/*
 * Reconciling a statement (issue 39): matching a 5,000-line statement against 2,000 pending offline
 * payments, in process (the job's own code, no HTTP), beside a tenth of it (500 lines, 200 payments),
 * so the figure that matters is a ratio taken in this run: linear work is about 10x, a pair-by-pair
 * search would be about 100x. Also the read of the 5,000-line CSV (the spreadsheet reader and the
 * layout) the job does first. A fifth of the payments are claimed with a reference, another fifth
 * match by amount, date and phone, the rest match nothing.
 */
import {
  matchStatement,
  type LineToMatch,
  type PendingPayment,
} from '../api/src/modules/reconciliation/match-statement';
import { readStatementFile } from '../api/src/modules/reconciliation/statement-file';
import { percentile, round } from './lib';

const SAMPLES = 15;
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + (n % 25))).toISOString().slice(0, 10);
const phone = (n: number) => `017${String(10_000_000 + n).slice(-8)}`;

function workload(lines: number, payments: number) {
  const pending: PendingPayment[] = [];
  for (let i = 0; i < payments; i++)
    pending.push({
      id: i + 1,
      reference: `TXN-20261101-${String(i).padStart(10, 'A')}`,
      claimReference: i % 5 === 0 ? `TRX${i}ABC` : null,
      amount: 1000 + (i % 7) * 500,
      day: day(i),
      phones: [phone(i)],
    });
  const statement: LineToMatch[] = [];
  for (let i = 0; i < lines; i++) {
    const p = pending[i % payments];
    const byReference = i < payments && i % 5 === 0;
    const byPhone = i < payments && i % 5 === 1;
    statement.push({
      id: i + 1,
      row: i + 2,
      trxId: byReference ? `TRX${i}ABC` : `Z${i}QQQQQ`,
      reference: null,
      description: 'Payment received',
      amount: byReference || byPhone ? p.amount : 10 + (i % 90),
      paidOn: day(i + 1),
      phone: byPhone ? p.phones[0] : phone(50_000 + i),
    });
  }
  return { statement, pending };
}

function time(run: () => unknown): { p50: number; p95: number } {
  for (let i = 0; i < 3; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    run();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: round(percentile(samples, 50), 2), p95: round(percentile(samples, 95), 2) };
}

function csvOf(lines: LineToMatch[]): Buffer {
  const rows = ['TrxID,Date Time,Transaction Type,From,Amount,Reference,Balance'];
  for (const l of lines)
    rows.push(`${l.trxId},${l.paidOn} 10:00:00,Payment,${l.phone},"৳${l.amount.toLocaleString('en-US')}",,0`);
  return Buffer.from(`\uFEFF${rows.join('\r\n')}\r\n`);
}

export type ReconcileRow = {
  matchFull: { p50: number; p95: number; proposals: number };
  matchTenth: { p50: number; p95: number };
  ratio: number;
  readCsv: { p50: number; p95: number; lines: number };
};

export async function reconcileMatching(log: (s: string) => void): Promise<ReconcileRow> {
  const full = workload(5_000, 2_000);
  const tenth = workload(500, 200);
  const proposals = matchStatement(full.statement, full.pending).size;
  const matchFull = time(() => matchStatement(full.statement, full.pending));
  const matchTenth = time(() => matchStatement(tenth.statement, tenth.pending));
  const file = csvOf(full.statement);
  const samples: number[] = [];
  let lines = 0;
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    lines = (await readStatementFile(file, {})).lines.length;
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const readCsv = { p50: round(percentile(samples, 50), 1), p95: round(percentile(samples, 95), 1), lines };
  const ratio = round(matchFull.p50 / Math.max(matchTenth.p50, 0.01), 1);
  log(
    `  matching 5,000 x 2,000: ${matchFull.p50} ms (500 x 200: ${matchTenth.p50} ms, x${ratio}); reading the CSV: ${readCsv.p50} ms`,
  );
  return { matchFull: { ...matchFull, proposals }, matchTenth, ratio, readCsv };
}
