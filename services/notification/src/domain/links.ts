/** Links into the web app (hash routes), as the user's browser reaches it. */
const base = (publicBaseUrl: string) => publicBaseUrl.replace(/\/+$/, '');

export const registrationConfirmationLink = (publicBaseUrl: string, verificationToken: string) =>
  `${base(publicBaseUrl)}/#/confirmRegistration/${encodeURIComponent(verificationToken)}`;

export const passwordResetLink = (publicBaseUrl: string, resetToken: string) =>
  `${base(publicBaseUrl)}/#/confirmPasswordReset/${encodeURIComponent(resetToken)}`;
