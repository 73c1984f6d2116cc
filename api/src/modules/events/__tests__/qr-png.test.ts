import { describe, expect, it } from '@jest/globals';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { qrPng } from '../event-mails';

describe('qrPng', () => {
  it('draws every module of the code at 8 pixels, with a quiet zone of 2 modules', async () => {
    const text = 'Zx9-check-in_code';
    const png = await qrPng(text);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe((modules.size + 4) * 8);
    const pixel = (row: number, col: number) =>
      data[((row + 2) * 8 + 4) * info.width * info.channels + ((col + 2) * 8 + 4) * info.channels];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) expect(pixel(row, col) === 0).toBe(Boolean(modules.get(row, col)));
    expect(data[0]).toBe(255);
  });
});
