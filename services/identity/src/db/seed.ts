import type { RoleName } from '@portal/contracts';
import type { Database } from '@portal/service-kit';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../domain/passwords';
import { ensureReservedRoles, ROLE_ID } from '../domain/reserved-roles';
import { userEvents } from '../events/user-events';
import { clients, userRoles, users } from './schema';

/**
 * One demo user per role (passwords in the README); only for `npm start`'s demo data. Each is
 * published like a user saved in the back-office, so registration's and notification's replicas know them.
 */
export const DEMO_USERS: {
  username: string;
  password: string;
  role: RoleName;
  firstName: string;
  lastName: string;
  clubId?: number;
  paid?: boolean;
}[] = [
  {
    username: 'admin',
    password: 'Admin123!',
    role: 'ROLE_ADMIN',
    firstName: 'Anna',
    lastName: 'Administrator',
  },
  {
    username: 'systemadmin',
    password: 'System123!',
    role: 'ROLE_SYSTEM_ADMIN',
    firstName: 'Stefan',
    lastName: 'System',
  },
  {
    username: 'portaladmin',
    password: 'Portal123!',
    role: 'ROLE_PORTAL_ADMIN',
    firstName: 'Paula',
    lastName: 'Portal',
  },
  {
    username: 'clientadmin',
    password: 'Client123!',
    role: 'ROLE_CLIENT_ADMIN',
    firstName: 'Clemens',
    lastName: 'Mandant',
  },
  {
    username: 'clubadmin',
    password: 'Club123!',
    role: 'ROLE_CLUB_ADMIN',
    firstName: 'Karl',
    lastName: 'Vereinsobmann',
    clubId: 1,
  },
  {
    username: 'shooter',
    password: 'Shooter123!',
    role: 'ROLE_USER',
    firstName: 'Sabine',
    lastName: 'Schütz',
    clubId: 1,
    paid: true,
  },
  {
    username: 'shooter2',
    password: 'Shooter123!',
    role: 'ROLE_USER',
    firstName: 'Markus',
    lastName: 'Meier',
    clubId: 2,
  },
  { username: 'guest', password: 'Guest123!', role: 'ROLE_GUEST', firstName: 'Gerda', lastName: 'Gast' },
];

export async function seedIdentity(db: Database): Promise<void> {
  await ensureReservedRoles(db);
  const [client] = await db
    .insert(clients)
    .values({ name: 'Schießsport-Portal Österreich' })
    .onConflictDoNothing()
    .returning();
  const clientId = client?.id ?? (await db.select().from(clients).limit(1))[0]?.id ?? null;
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  for (const demo of DEMO_USERS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, demo.username));
    if (existing) continue;
    const passwordHash = await hashPassword(demo.password);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: demo.username,
          email: `${demo.username}@demo.schiesssport-portal.at`,
          passwordHash,
          firstName: demo.firstName,
          lastName: demo.lastName,
          salutation: 'mr',
          address: 'Schießstattweg 1',
          zip: '1210',
          city: 'Wien',
          country: 'at',
          state: 'W',
          competitionClassId: 1,
          divisionId: 1,
          factorId: 1,
          clubId: demo.clubId ?? null,
          // the demo members are confirmed by their clubs
          clubMembership: demo.clubId ? 'CONFIRMED' : null,
          clientId: demo.role === 'ROLE_CLIENT_ADMIN' ? clientId : null,
          enabled: true,
          active: true,
          paymentUntil: demo.paid ? nextYear : null,
        })
        .returning();
      await tx.insert(userRoles).values({ userId: user!.id, roleId: ROLE_ID[demo.role] });
      await userEvents.upserted(tx, user!, [demo.role]);
    });
  }
}
