import QRCode from 'qrcode';
import { buildEpcPayload, type EpcTransfer } from './payload';

/**
 * The EPC QR code as a PNG: error correction level M (EPC069-12 section 3.1), byte mode with the
 * payload's UTF-8 bytes, a quiet zone of four modules.
 */
export async function epcQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer([{ data: Buffer.from(payload, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    type: 'png',
    margin: 4,
    scale: 6,
  });
}

/** The order item's `epc` field: the PNG as base64 (the web shows it as a data URL). */
export async function epcImageBase64(transfer: EpcTransfer): Promise<{ payload: string; image: string }> {
  const payload = buildEpcPayload(transfer);
  const png = await epcQrPng(payload);
  return { payload, image: png.toString('base64') };
}
