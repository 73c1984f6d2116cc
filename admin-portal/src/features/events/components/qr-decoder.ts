/** Reads the QR code in a video's current frame: the text, or null when the frame holds none. */
export type QrDecoder = (video: HTMLVideoElement) => Promise<string | null>;

// The Shape Detection API is not in TypeScript's DOM library yet: what this page uses of it.
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): { detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]> };
  getSupportedFormats?: () => Promise<string[]>;
};

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** jsQR on the frame drawn into a canvas; its code is fetched only here, on the check-in page. */
async function jsqrDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import(/* webpackChunkName: "jsqr" */ 'jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || !width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The browser's own BarcodeDetector where it reads QR codes, else jsQR. */
export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? jsqrDecoder();
}
