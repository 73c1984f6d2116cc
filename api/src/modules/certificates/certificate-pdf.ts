import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { formatLongDate, formatMoney } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { mailTexts } from '../../i18n/catalogs/mail';
import { drawQr } from './verify-qr';

/** Full TTFs with Latin, Bengali and ৳: pdfkit shapes Bangla correctly with them (STACK.md). */
const fontDir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-bengali/package.json'));
const REGULAR = path.join(fontDir, '400Regular', 'NotoSansBengali_400Regular.ttf');
const BOLD = path.join(fontDir, '700Bold', 'NotoSansBengali_700Bold.ttf');

export type CertificateData = {
  associationName: string;
  /** The association logo's bytes (any image sharp reads), when it has one. */
  logo: Buffer | null;
  memberName: string;
  membershipType: string;
  serial: string;
  fee: number;
  startDate: string;
  /** null for a lifetime membership. */
  endDate: string | null;
  issuedOn: string;
  /** The public page that verifies this certificate (`PUBLIC_ORIGIN/verify/{code}`): the QR code's link. */
  verifyUrl: string;
  /** The code's short form printed for people (`ABCD-EFGH`). */
  printedCode: string;
  /** The member's language: the certificate's wording, digits and dates. */
  language: Language;
};

const QR_SIDE = 84;

// English keeps its two-digit day ("05 March 2026"); Bangla reads "৫ মার্চ, ২০২৬".
const formatDate = (iso: string, language: Language) =>
  language === 'en'
    ? new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: '2-digit',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : formatLongDate(iso, language);

/** Renders the membership certificate: one landscape A4 page. */
export async function renderCertificate(data: CertificateData): Promise<Buffer> {
  const { language } = data;
  const t = mailTexts(language);
  const date = (iso: string) => formatDate(iso, language);
  const logo = data.logo
    ? await sharp(data.logo)
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 48,
    info: { Title: t('certificate.title', { serial: data.serial }), Author: data.associationName },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  doc
    .rect(20, 20, width - 40, height - 40)
    .lineWidth(3)
    .stroke('#1f4e79');
  doc
    .rect(30, 30, width - 60, height - 60)
    .lineWidth(1)
    .stroke('#c9a227');

  /** A line across the page between the margins, centred, its top at `at`. */
  const centred = (font: 'regular' | 'bold', size: number, color: string, text: string, at: number, spacing = 0) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 48, at, { align: 'center', width: width - 96, characterSpacing: spacing });

  let y = 60;
  if (logo) {
    doc.image(logo, width / 2 - 35, y, { fit: [70, 70], align: 'center' });
    y += 80;
  }
  centred('bold', 24, '#1f4e79', data.associationName, y);
  y = doc.y + 14;
  // Letter spacing would pull Bangla's joined letters apart.
  centred('regular', 14, '#555', t('certificate.heading'), y, language === 'en' ? 2 : 0);
  y = doc.y + 24;
  centred('regular', 13, '#333', t('certificate.certify'), y);
  y = doc.y + 8;
  centred('bold', 28, '#111', data.memberName, y);
  y = doc.y + 10;
  const validity = data.endDate
    ? t('certificate.validRange', { start: date(data.startDate), end: date(data.endDate) })
    : t('certificate.validLife', { start: date(data.startDate) });
  const fee = formatMoney(data.fee, { isWhole: true, language });
  doc
    .font('regular')
    .fontSize(13)
    .fillColor('#333')
    .text(
      t('certificate.statement', {
        association: data.associationName,
        type: data.membershipType,
        fee,
        validity,
      }),
      90,
      y,
      {
        align: 'center',
        width: width - 180,
      },
    );
  y = doc.y + 24;
  centred('bold', 16, '#1f4e79', t('certificate.serial', { serial: data.serial }), y);

  const footerY = height - 110;
  doc.moveTo(80, footerY).lineTo(280, footerY).lineWidth(1).stroke('#999');
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555')
    .text(t('certificate.secretary'), 80, footerY + 6, { width: 200, align: 'center' });
  doc
    .moveTo(width - 280, footerY)
    .lineTo(width - 80, footerY)
    .stroke('#999');
  doc.text(t('certificate.president'), width - 280, footerY + 6, { width: 200, align: 'center' });
  // Between the signatures: the QR code a verifier scans, and the same link in print for one who types it.
  const qrTop = footerY - QR_SIDE + 16;
  drawQr(doc, data.verifyUrl, (width - QR_SIDE) / 2, qrTop, QR_SIDE);
  doc
    .font('regular')
    .fontSize(7)
    .fillColor('#555')
    .text(data.verifyUrl, 300, qrTop + QR_SIDE + 2, { width: width - 600, align: 'center' });
  doc
    .fontSize(9)
    .fillColor('#777')
    .text(t('certificate.footer', { date: date(data.issuedOn), code: data.printedCode }), 48, height - 62, {
      align: 'center',
      width: width - 96,
    });
  doc.end();
  return done;
}
