import { DomainError, RouteRegistry, type Logger, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { findCheckout, type CheckoutRow } from '../domain/checkouts/checkout-row';
import { ITEM_RETURN_PATH, ORDER_RETURN_PATH, SANDBOX_PAGE_PATH } from '../domain/paths';
import { deliverCallback } from '../domain/providers/sandbox-delivery';
import { SANDBOX_RESULTS, type SandboxCallbacks } from '../domain/providers/sandbox-provider';

const checkoutParams = z.object({ checkoutId: z.uuid() });

export interface SandboxPageDeps {
  sandbox: Pick<SandboxCallbacks, 'signedCallback'>;
  /** the gateway's public callback address the signed event is posted to */
  callbackUrl: string;
  publicBaseUrl: string;
  logger: Logger;
}

/**
 * The sandbox provider's hosted page (only with PAYMENT_PROVIDER=sandbox): shows the amount and
 * lets one choose success or failure. The choice sends a Stripe-signed callback to the gateway's
 * public callback path, as a real provider would (and, like one, again when it is refused), and then sends the browser to the return
 * address (`wirecardRedirect/{checkoutId}`), which picks the result page. A checkout that keeps
 * the card (auto-renewing premium) also offers cards that pay now and decline their later
 * off-session charges, or answer them processing first (then succeeded or declined), so a declined
 * or processing renewal can be tried without a real card.
 */
export function sandboxPageRoutes(ctx: ServiceContext, deps: SandboxPageDeps): RouteRegistry {
  const tags = ['payments'];
  const openCheckout = async (checkoutId: string): Promise<CheckoutRow> => {
    const checkout = await findCheckout(ctx.db, checkoutId);
    if (!checkout || checkout.provider !== 'sandbox' || !checkout.providerCheckoutId)
      throw new DomainError('CHECKOUT_NOT_FOUND', 404);
    if (checkout.status !== 'OPEN') throw new DomainError('CHECKOUT_CLOSED', 409);
    return checkout;
  };
  return new RouteRegistry()
    .add({
      method: 'get',
      path: `${SANDBOX_PAGE_PATH}/:checkoutId`,
      operationId: 'sandboxPaymentPage',
      summary: 'The sandbox provider’s payment page (HTML): choose success or failure',
      tags,
      access: 'public',
      params: checkoutParams,
      handler: async ({ params, res }) => {
        const checkout = await openCheckout(params.checkoutId);
        res.type('html').send(sandboxHtml(checkout));
      },
    })
    .add({
      method: 'post',
      path: `${SANDBOX_PAGE_PATH}/:checkoutId`,
      operationId: 'sandboxPaymentDecision',
      summary: 'The sandbox page’s choice: sends the signed callback, then redirects (303) the browser back',
      tags,
      access: 'public',
      params: checkoutParams,
      body: z.object({ result: z.enum(SANDBOX_RESULTS) }),
      bodyType: 'application/x-www-form-urlencoded',
      status: 303,
      handler: async ({ params, body, res }) => {
        const checkout = await openCheckout(params.checkoutId);
        const { payload, signature } = deps.sandbox.signedCallback({
          result: body.result,
          saveMethod: checkout.saveMethod,
          checkoutId: checkout.id,
          providerCheckoutId: checkout.providerCheckoutId!,
          amountCents: checkout.amountCents,
          currency: checkout.currency,
        });
        // the return page decides by the checkout's state; a refused callback is tried again
        await deliverCallback(
          { url: deps.callbackUrl, payload, signature, checkoutId: checkout.id },
          deps.logger,
        );
        const path = checkout.purpose === 'ORDER' ? ORDER_RETURN_PATH : ITEM_RETURN_PATH;
        const cancelled = body.result === 'failure' ? '?result=cancelled' : '';
        res.redirect(303, `${deps.publicBaseUrl}${path}/${checkout.id}${cancelled}`);
      },
    });
}

const TEXTS = {
  de: {
    title: 'Sandbox-Zahlung',
    intro: 'Testzahlung ohne echtes Geld. Wählen Sie das Ergebnis der Kartenzahlung.',
    amount: 'Betrag',
    success: 'Zahlung erfolgreich',
    failure: 'Zahlung ablehnen',
    decliningCard: 'Zahlung erfolgreich, spätere Abbuchungen ablehnen',
    processingCard: 'Zahlung erfolgreich, spätere Abbuchungen erst in Bearbeitung, dann erfolgreich',
    processingDecliningCard: 'Zahlung erfolgreich, spätere Abbuchungen erst in Bearbeitung, dann abgelehnt',
  },
  en: {
    title: 'Sandbox payment',
    intro: 'A test payment without real money. Choose the outcome of the card payment.',
    amount: 'Amount',
    success: 'Payment succeeds',
    failure: 'Decline payment',
    decliningCard: 'Payment succeeds, later charges decline',
    processingCard: 'Payment succeeds, later charges process first, then succeed',
    processingDecliningCard: 'Payment succeeds, later charges process first, then decline',
  },
};

function sandboxHtml(checkout: CheckoutRow): string {
  const t = TEXTS[checkout.locale] ?? TEXTS.de;
  const amount = new Intl.NumberFormat(checkout.locale === 'en' ? 'en-GB' : 'de-AT', {
    style: 'currency',
    currency: 'EUR',
  }).format(checkout.amountCents / 100);
  const button = (result: string, label: string, colour: string) =>
    `<button type="submit" name="result" value="${result}" style="background:${colour};color:#fff;border:0;border-radius:4px;padding:12px 20px;font-size:16px;margin:4px;cursor:pointer">${label}</button>`;
  return `<!doctype html>
<html lang="${checkout.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head>
<body style="font-family:Roboto,Arial,sans-serif;margin:0;background:#f5f5f5;color:#212121">
<main style="max-width:480px;margin:48px auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="font-size:24px">${t.title}</h1>
<p>${t.intro}</p>
<p>${t.amount}: <strong data-testid="sandbox-amount">${amount}</strong></p>
<form method="post" action="${SANDBOX_PAGE_PATH}/${checkout.id}">
${button('success', t.success, '#1b5e20')}
${button('failure', t.failure, '#b71c1c')}
${checkout.saveMethod ? button('success-declining-card', t.decliningCard, '#bf360c') : ''}
${checkout.saveMethod ? button('success-processing-card', t.processingCard, '#0d47a1') : ''}
${checkout.saveMethod ? button('success-processing-declining-card', t.processingDecliningCard, '#4a148c') : ''}
</form>
</main>
</body>
</html>`;
}
