import { escapeHtml, formatMoney } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { checkoutTexts, type CheckoutMessageId } from '../../i18n/catalogs/checkout';
import type { PaymentOutcome } from '../transactions';

export type CheckoutPage = {
  transactionId: string;
  associationName: string;
  /** The membership type's name, or null for an event's ticket (`eventTitle`). */
  membershipType: string | null;
  eventTitle: string | null;
  amount: number;
  /** Where each button posts (same origin). */
  action: string;
  signatures: Record<Exclude<PaymentOutcome, 'pending'>, string>;
  nonce: string;
  /** The page's language (the site's `lang` cookie, else the browser's Accept-Language). */
  language: Language;
};

const BUTTONS: { outcome: Exclude<PaymentOutcome, 'pending'>; label: CheckoutMessageId; className: string }[] = [
  { outcome: 'success', label: 'button.pay', className: 'pay' },
  { outcome: 'failed', label: 'button.fail', className: 'fail' },
  { outcome: 'cancelled', label: 'button.cancel', className: 'cancel' },
];

/** The sandbox's hosted checkout: self-contained (no external assets), one inline style allowed by nonce. */
export function renderCheckoutPage(page: CheckoutPage): string {
  const t = checkoutTexts(page.language);
  const amount = page.amount.toFixed(2);
  const item = page.membershipType ?? t('item.ticket', { title: page.eventTitle ?? '' });
  const forms = BUTTONS.map(
    (b) => `<form method="post" action="${escapeHtml(page.action)}">
        <input type="hidden" name="outcome" value="${b.outcome}">
        <input type="hidden" name="amount" value="${escapeHtml(amount)}">
        <input type="hidden" name="signature" value="${escapeHtml(page.signatures[b.outcome])}">
        <button type="submit" class="${b.className}">${escapeHtml(t(b.label))}</button>
      </form>`,
  ).join('\n      ');
  return `<!doctype html>
<html lang="${page.language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <meta name="color-scheme" content="light dark">
  <title>${escapeHtml(t('page.title'))}</title>
  <style nonce="${escapeHtml(page.nonce)}">
    body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f3f5f8; color: #1b2430; margin: 0; }
    .test { background: #b3261e; color: #fff; text-align: center; padding: 20px 16px; margin: 0; }
    .test strong { display: block; font-size: clamp(1.8rem, 7vw, 3rem); letter-spacing: .04em; line-height: 1.1; }
    .test span { display: block; font-size: 1.1rem; margin-top: 6px; }
    main { max-width: 420px; margin: 32px auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 4px 18px rgba(0,0,0,.08); }
    @media (max-width: 460px) { main { margin: 16px; padding: 20px; } }
    h1 { font-size: 1.2rem; margin: 0 0 4px; }
    .note { color: #6b7785; font-size: .85rem; margin: 0 0 20px; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
    dt { color: #6b7785; } dd { margin: 0; font-weight: 600; }
    .amount { font-size: 1.6rem; color: #1f4e79; }
    .actions { display: flex; gap: 10px; }
    form { flex: 1; margin: 0; display: flex; }
    button { width: 100%; padding: 12px 8px; border: 0; border-radius: 8px; font: inherit; font-size: 1rem; cursor: pointer; color: #fff; }
    @media (prefers-color-scheme: dark) {
      body { background: #111418; color: #e6e9ee; }
      main { background: #1b2027; box-shadow: none; border: 1px solid #2c333d; }
      dt, .note { color: #9aa5b1; } .amount { color: #8cbcf0; }
    }
    .pay { background: #1e8e3e; } .fail { background: #c5221f; } .cancel { background: #5f6b7a; }
  </style>
</head>
<body>
  <header class="test" role="alert">
    <strong>${escapeHtml(t('banner.title'))}</strong>
    <span>${escapeHtml(t('banner.text'))}</span>
  </header>
  <main>
    <h1>${escapeHtml(t('heading'))}</h1>
    <p class="note">${escapeHtml(t('note'))}</p>
    <dl>
      <dt>${escapeHtml(t('field.association'))}</dt><dd>${escapeHtml(page.associationName)}</dd>
      <dt>${escapeHtml(t('field.membership'))}</dt><dd>${escapeHtml(item)}</dd>
      <dt>${escapeHtml(t('field.transaction'))}</dt><dd>${escapeHtml(page.transactionId)}</dd>
      <dt>${escapeHtml(t('field.amount'))}</dt><dd class="amount">${escapeHtml(formatMoney(page.amount, { isToThePaisa: true, language: page.language }))}</dd>
    </dl>
    <div class="actions">
      ${forms}
    </div>
  </main>
</body>
</html>
`;
}
