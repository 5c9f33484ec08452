import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Decodes a QR code PNG with a real decoder (jsQR) and returns its bytes as UTF-8 text. */
export function decodeQrPng(png: Buffer): string {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error('no QR code found in the image');
  return Buffer.from(code.binaryData).toString('utf8');
}
