import {
  LANGUAGES,
  type NotificationFlag,
  type PasswordResetRequestedPayload,
  type UserRegisteredPayload,
  type UserUpsertedPayload,
} from '@portal/contracts';
import { z } from 'zod';

/**
 * Checks of identity's payloads as they arrive: a payload that does not fit throws, so the
 * event is retried and finally parked in the dead-letter queue instead of mailing "undefined".
 */
const person = {
  userId: z.number().int(),
  email: z.string().min(3),
  firstName: z.string(),
  lastName: z.string(),
  locale: z.enum(LANGUAGES).catch('de'),
};

export const userRegisteredSchema: z.ZodType<UserRegisteredPayload> = z.object({
  ...person,
  username: z.string(),
  salutation: z.string().nullable(),
  verificationToken: z.string().min(1),
});

export const passwordResetRequestedSchema: z.ZodType<PasswordResetRequestedPayload> = z.object({
  ...person,
  resetToken: z.string().min(1),
});

export const userUpsertedSchema: z.ZodType<UserUpsertedPayload> = z.object({
  ...person,
  username: z.string(),
  clubId: z.number().int().nullable(),
  roles: z.array(z.string()),
  active: z.boolean(),
  enabled: z.boolean(),
  paymentUntil: z.string().nullable(),
  // flags identity adds later pass through to the replica
  notificationSelection: z.record(z.string(), z.boolean()) as z.ZodType<Record<NotificationFlag, boolean>>,
  divisionIds: z.array(z.number().int()),
  deputyUserIds: z.array(z.number().int()).optional(),
  // an older producer sends no switch: its deputies got copies, so absent means true
  deputyMail: z.boolean().optional(),
});
