import type { RegistrationForm } from '@portal/contracts';
import { DomainError, type Database, type DenyList } from '@portal/service-kit';
import { eq, sql } from 'drizzle-orm';
import { userRoles, users } from '../db/schema';
import { chosenMembership } from './club-membership';
import { userEvents } from '../events/user-events';
import { consumeAccountToken, createAccountToken } from './account-tokens';
import { hashPassword } from './passwords';
import { ROLE_ID } from './reserved-roles';
import { assertCatalogRefs } from './catalog-refs';
import { toColumns, uniqueViolation } from './user-fields';

export async function usernameExists(db: Database, username: string, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.trim()})`);
  return Boolean(row && row.id !== exceptUserId);
}

export async function emailExists(db: Database, email: string, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return Boolean(row && row.id !== exceptUserId);
}

/** Refuses a taken user name or e-mail with the spec's key (the unique indexes catch races). */
export async function assertUnique(
  db: Database,
  username: string | undefined,
  email: string | undefined,
  exceptUserId?: number,
) {
  if (username !== undefined && (await usernameExists(db, username, exceptUserId))) {
    throw new DomainError('USER_ALREADY_EXISTS', 409, 'username');
  }
  if (email !== undefined && (await emailExists(db, email, exceptUserId))) {
    throw new DomainError('EMAIL_ALREADY_EXISTS', 409, 'email');
  }
}

/** The registration wizard: a shooter account, unverified until the mailed link is followed. */
export async function registerUser(db: Database, form: RegistrationForm): Promise<{ id: number }> {
  await assertUnique(db, form.username, form.email);
  await assertCatalogRefs(db, form);
  const passwordHash = await hashPassword(form.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          ...toColumns(form),
          username: form.username,
          email: form.email,
          firstName: form.firstName,
          lastName: form.lastName,
          passwordHash,
          enabled: false,
          active: true,
          ...chosenMembership(form.club?.id ?? null),
        })
        .returning();
      await tx.insert(userRoles).values({ userId: user!.id, roleId: ROLE_ID.ROLE_USER });
      const token = await createAccountToken(tx, user!.id, 'verify');
      await userEvents.registered(tx, user!, token);
      await userEvents.upserted(tx, user!, ['ROLE_USER']);
      return { id: user!.id };
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export async function verifyAccount(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'verify');
    if (!userId) throw new DomainError('VERIFY_ERROR', 400);
    const [user] = await tx
      .update(users)
      .set({ enabled: true, version: sql`${users.version} + 1` })
      .where(eq(users.id, userId))
      .returning();
    await userEvents.upserted(tx, user!, ['ROLE_USER']);
  });
}

/** Same answer whether or not the address exists, so it cannot be used to probe accounts. */
export async function requestPasswordReset(db: Database, email: string): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  if (!user || !user.active) return;
  await db.transaction(async (tx) => {
    const token = await createAccountToken(tx, user.id, 'reset');
    await userEvents.passwordResetRequested(tx, user, token);
  });
}

/** Sets the new password; every session opened before it ends (the deny list). */
export async function confirmPasswordReset(
  db: Database,
  denyList: DenyList,
  token: string,
  password: string,
) {
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const id = await consumeAccountToken(tx, token, 'reset');
    if (!id) throw new DomainError('resources.users.confirmPasswortReset.resetError', 400);
    await tx
      .update(users)
      .set({ passwordHash, version: sql`${users.version} + 1` })
      .where(eq(users.id, id));
    return id;
  });
  await denyList.deny(String(userId));
}
