import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/*
 * Pictures for the demo data, drawn as SVG and rendered by sharp: a logo (initials on a coloured
 * square) and a cover (a gradient with soft circles) per association; a receipt PDF as a proof.
 */

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function renderLogo(initials: string, color: string, accent: string): Promise<Buffer> {
  const size = initials.length > 3 ? 120 : 150;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <rect width="512" height="512" rx="96" fill="${color}"/>
    <circle cx="256" cy="256" r="200" fill="none" stroke="${accent}" stroke-width="12"/>
    <text x="256" y="${256 + size * 0.35}" font-family="DejaVu Sans, Noto Sans, sans-serif" font-weight="bold" font-size="${size}"
      fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function renderCover(color: string, accent: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#101820"/>
    </linearGradient></defs>
    <rect width="1600" height="500" fill="url(#g)"/>
    <circle cx="1350" cy="90" r="260" fill="${accent}" fill-opacity="0.12"/>
    <circle cx="220" cy="470" r="200" fill="${accent}" fill-opacity="0.10"/>
    <circle cx="900" cy="260" r="120" fill="#ffffff" fill-opacity="0.06"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A one-page payment receipt, standing in for a member's scanned proof. */
export async function renderReceiptPdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: 'Payment receipt' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text('Payment receipt', { align: 'center' }).moveDown();
  doc.fontSize(11);
  for (const line of lines) doc.text(line).moveDown(0.4);
  doc.end();
  return done;
}
