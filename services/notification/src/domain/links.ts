/** Links into the web app (hash routes), as the user's browser reaches it. */
const base = (publicBaseUrl: string) => publicBaseUrl.replace(/\/+$/, '');

/** The address `npm start` serves the portal at by default, for development and tests only. */
export const DEVELOPMENT_PUBLIC_BASE_URL = 'http://localhost:8080';

/**
 * Where mailed links start: the configured `PUBLIC_BASE_URL`. Outside production a missing one
 * falls back to the local gateway; in production notification refuses to start without it.
 */
export function mailLinkBase(config: { NODE_ENV: string; PUBLIC_BASE_URL?: string | undefined }): string {
  if (config.PUBLIC_BASE_URL) return config.PUBLIC_BASE_URL;
  if (config.NODE_ENV === 'production')
    throw new Error('PUBLIC_BASE_URL is required in production: every link in a mail starts with it');
  return DEVELOPMENT_PUBLIC_BASE_URL;
}

export const registrationConfirmationLink = (publicBaseUrl: string, verificationToken: string) =>
  `${base(publicBaseUrl)}/#/confirmRegistration/${encodeURIComponent(verificationToken)}`;

export const passwordResetLink = (publicBaseUrl: string, resetToken: string) =>
  `${base(publicBaseUrl)}/#/confirmPasswordReset/${encodeURIComponent(resetToken)}`;

/** The personal link of an order item (the page behind it comes with the orders issue). */
export const publicOrderItemLink = (publicBaseUrl: string, itemId: number, token: string) =>
  `${base(publicBaseUrl)}/#/publicOrderItems/${itemId}/${encodeURIComponent(token)}`;

/** The premium membership page (buy, renew, cancel the auto-renewal). */
export const premiumLink = (publicBaseUrl: string) => `${base(publicBaseUrl)}/#/premium`;

/** The public page of a competition. */
export const competitionLink = (publicBaseUrl: string, publicLink: string | null, id: number) =>
  `${base(publicBaseUrl)}/#/competitionDetails/${encodeURIComponent(publicLink ?? String(id))}`;

/** A back-office page (hash route) for admins' mails. */
export const backOfficeLink = (publicBaseUrl: string, route: 'orderItemList' | 'users') =>
  `${base(publicBaseUrl)}/#/${route}`;

/** An uploaded image (a club's logo) as the gateway serves it to anyone. */
export const downloadLink = (publicBaseUrl: string, publicId: string) =>
  `${base(publicBaseUrl)}/api/download/${encodeURIComponent(publicId)}`;
