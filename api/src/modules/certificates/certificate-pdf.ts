import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

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
  certificateId: string;
};

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Renders the membership certificate: one landscape A4 page. */
export async function renderCertificate(data: CertificateData): Promise<Buffer> {
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
    info: { Title: `Membership certificate ${data.serial}`, Author: data.associationName },
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

  let y = 60;
  if (logo) {
    doc.image(logo, width / 2 - 35, y, { fit: [70, 70], align: 'center' });
    y += 80;
  }
  doc
    .font('bold')
    .fontSize(24)
    .fillColor('#1f4e79')
    .text(data.associationName, 48, y, { align: 'center', width: width - 96 });
  y = doc.y + 14;
  doc
    .font('regular')
    .fontSize(14)
    .fillColor('#555')
    .text('Certificate of Membership', 48, y, { align: 'center', width: width - 96, characterSpacing: 2 });
  y = doc.y + 24;
  doc
    .font('regular')
    .fontSize(13)
    .fillColor('#333')
    .text('This is to certify that', 48, y, { align: 'center', width: width - 96 });
  y = doc.y + 8;
  doc
    .font('bold')
    .fontSize(28)
    .fillColor('#111')
    .text(data.memberName, 48, y, { align: 'center', width: width - 96 });
  y = doc.y + 10;
  const validity = data.endDate
    ? `valid from ${formatDate(data.startDate)} to ${formatDate(data.endDate)}`
    : `a lifetime membership since ${formatDate(data.startDate)}`;
  doc
    .font('regular')
    .fontSize(13)
    .fillColor('#333')
    .text(
      `is a member of ${data.associationName} with the ${data.membershipType} membership (৳ ${Math.round(data.fee).toLocaleString('en-US')}), ${validity}.`,
      90,
      y,
      {
        align: 'center',
        width: width - 180,
      },
    );
  y = doc.y + 24;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('#1f4e79')
    .text(`Membership serial: ${data.serial}`, 48, y, { align: 'center', width: width - 96 });

  const footerY = height - 110;
  doc.moveTo(80, footerY).lineTo(280, footerY).lineWidth(1).stroke('#999');
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555')
    .text('General Secretary', 80, footerY + 6, { width: 200, align: 'center' });
  doc
    .moveTo(width - 280, footerY)
    .lineTo(width - 80, footerY)
    .stroke('#999');
  doc.text('President', width - 280, footerY + 6, { width: 200, align: 'center' });
  doc
    .fontSize(9)
    .fillColor('#777')
    .text(`Issued on ${formatDate(data.issuedOn)} · Certificate ${data.certificateId}`, 48, height - 62, {
      align: 'center',
      width: width - 96,
    });
  doc.end();
  return done;
}
