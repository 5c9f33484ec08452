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
  /** the length of a day for the reminders' offsets; tests shorten it (a controllable clock) */
  REMINDER_DAY_MS: z.coerce.number().int().min(100).default(86_400_000),
  /** days before the competition's date the start reminder goes out */
  START_REMINDER_DAYS: z.coerce.number().min(0).max(60).default(2),
  /** days before the registration closes the favourites hear of it */
  SIGNUP_END_REMINDER_DAYS: z.coerce.number().min(0).max(60).default(1),
  /** how often each process adds reminder jobs that should exist (after a Redis loss) */
  REMINDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(600_000),
};
