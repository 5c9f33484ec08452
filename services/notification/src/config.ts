import { z } from 'zod';

/** Settings of notification on top of the kit's base configuration. */
export const notificationConfigShape = {
  /** where mail is handed over; `npm start` points it at the local mail catcher */
  SMTP_URL: z.string().url().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Schießsport-Portal <noreply@schiesssport-portal.at>'),
  /**
   * address of the web app as users reach it; links in mails start with it. Required in
   * production (see `mailLinkBase`): a silent localhost default would mail dead links.
   */
  PUBLIC_BASE_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
    .optional(),
};
