import type { Logger } from '@portal/service-kit';

/**
 * Waits before each new try of a refused callback: like a real provider (Stripe retries a webhook
 * that did not answer 2xx for days), a callback lost to a busy or restarting replica arrives
 * later instead of never; the portal applies each event once, so a repeat changes nothing.
 */
export const CALLBACK_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000];

export interface SignedCallback {
  url: string;
  payload: string;
  signature: string;
  checkoutId: string;
}

/**
 * Sends the sandbox's signed event. The first try is awaited (the browser is sent back after it,
 * as after a real provider's page); a refused one is tried again in the background.
 * Resolves with whether the first try was accepted.
 */
export async function deliverCallback(
  callback: SignedCallback,
  logger: Logger,
  delaysMs: readonly number[] = CALLBACK_RETRY_DELAYS_MS,
): Promise<boolean> {
  if (await tryOnce(callback, logger, 1)) return true;
  void retry(callback, logger, delaysMs);
  return false;
}

async function retry(callback: SignedCallback, logger: Logger, delaysMs: readonly number[]) {
  for (const [index, delay] of delaysMs.entries()) {
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
    if (await tryOnce(callback, logger, index + 2)) return;
  }
  logger.error({ checkoutId: callback.checkoutId }, 'sandbox callback given up');
}

async function tryOnce(callback: SignedCallback, logger: Logger, attempt: number): Promise<boolean> {
  try {
    const answer = await fetch(callback.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': callback.signature },
      body: callback.payload,
      signal: AbortSignal.timeout(30_000),
    });
    const body = await answer.text();
    if (answer.ok) return true;
    logger.warn(
      { status: answer.status, body: body.slice(0, 200), checkoutId: callback.checkoutId, attempt },
      'sandbox callback refused',
    );
  } catch (error) {
    logger.warn({ err: error, checkoutId: callback.checkoutId, attempt }, 'sandbox callback failed');
  }
  return false;
}
