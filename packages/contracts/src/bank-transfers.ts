import { z } from 'zod';

/**
 * A bank transfer as payment answers it (docs/payments.md): the EPC069-12 QR code with the
 * details in words, for a registration paid by transfer to the club and for a premium year paid
 * by transfer to the portal.
 */
export const epcTransferSchema = z.object({
  epc: z.string().describe('PNG of the EPC069-12 QR code, base64'),
  /** the EPC069-12 text inside the code */
  payload: z.string(),
  reference: z.string(),
  amountCents: z.number().int(),
  /** the recipient */
  name: z.string(),
  iban: z.string(),
  /** empty when the club gave none (EPC version 002, inside the EEA) */
  bic: z.string(),
});
export type EpcTransfer = z.infer<typeof epcTransferSchema>;

/** `GET payments/orderItems/{id}/epc`: the order item's `epc` (docs/payments.md). */
export const itemEpcSchema = z.object({ itemId: z.number().int(), ...epcTransferSchema.shape });
export type ItemEpc = z.infer<typeof itemEpcSchema>;
