import { randomUUID } from 'node:crypto';
import { CATALOG_EVENTS, IDENTITY_EVENTS, ORDER_EVENTS, REGISTRATION_EVENTS } from '@portal/contracts';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../../scripts/mail-catcher';
import { NotificationHarness, PUBLIC_BASE_URL } from './notification-harness';

const CLUB = 17;
const COMPETITION = 700;
const block = (name: string) => `<p>Block ${name} &amp; mehr</p>`;
const blockWords = (name: string) => `Block ${name} & mehr`;

/**
 * The event-driven kinds (issue 13 item 1) through the real broker and a real SMTP receiver: each
 * arrives at the right recipient in their language with the club's head and block of its type and
 * the right link; a user who switched a kind off gets none; a repeated event mails once.
 */
describe('notification mails the kinds registration, catalog and identity events ask for', () => {
  const h = new NotificationHarness();
  let anna: Awaited<ReturnType<NotificationHarness['user']>>;
  let john: Awaited<ReturnType<NotificationHarness['user']>>;
  let quiet: Awaited<ReturnType<NotificationHarness['user']>>;

  beforeAll(async () => {
    await h.start('notifkinds');
    await h.club(CLUB, 'SV Kinds');
    await h.user(1001, 'deputy@example.at', { firstName: 'Dora', lastName: 'Deputy' });
    anna = await h.user(1002, 'anna@example.at', {
      firstName: 'Anna',
      lastName: 'Huber',
      divisionIds: [1],
      deputyUserIds: [1001],
    });
    john = await h.user(1003, 'john@example.com', {
      firstName: 'John',
      lastName: 'Smith',
      locale: 'en',
      divisionIds: [2],
    });
    quiet = await h.user(1004, 'quiet@example.at', { all: false, divisionIds: [1] });
    await h.user(1005, 'clubadmin@example.at', {
      clubId: CLUB,
      roles: ['ROLE_CLUB_ADMIN'],
      firstName: 'Clara',
    });
    await h.user(1006, 'otheradmin@example.at', { clubId: 99, roles: ['ROLE_CLUB_ADMIN'] });
    await h.user(1007, 'admin@example.at', { roles: ['ROLE_ADMIN'] });
    await h.user(1008, 'elsewhere@example.at', { divisionIds: [9] });
    await h.handled(h.envelope(CATALOG_EVENTS.competitionUpserted, h.competition(COMPETITION, CLUB), 1));
  });
  afterAll(() => h.stop());

  const item = (over: Parameters<NotificationHarness['item']>[0] extends infer T ? Partial<T> : never = {}) =>
    h.item({ competitionId: COMPETITION, clubId: CLUB, ...over });

  it('when a competition is published then the users who chose new competitions in one of its divisions hear of it, in their language', async () => {
    const [de] = await h.arrived('anna@example.at', 'Neuer Bewerb');
    expect(de!.subject).toBe(`Neuer Bewerb: Landescup ${COMPETITION}`);
    expect(de!.text).toContain('Guten Tag Anna Huber,');
    expect(de!.text).toContain('Schießsport-Portal · SV Kinds');
    expect(de!.html).toContain(`src="${PUBLIC_BASE_URL}/api/download/logo-${CLUB}"`);
    expect(de!.html).toContain(`href="${PUBLIC_BASE_URL}/#/competitionDetails/pub-${COMPETITION}"`);
    // a newer snapshot of the same published competition is no new competition
    await h.handled(
      h.envelope(
        CATALOG_EVENTS.competitionUpserted,
        h.competition(COMPETITION, CLUB, { name: 'Landescup neu' }),
        2,
      ),
    );
    await h.settle();
    expect(h.mailsOf('anna@example.at', 'Neuer Bewerb')).toHaveLength(1);
    expect(h.mailsOf('john@example.com', 'New competition')).toHaveLength(0); // division 2 only
    expect(h.mailsTo('elsewhere@example.at')).toHaveLength(0);
    expect(h.mailsTo('quiet@example.at')).toHaveLength(0);
    // an English user in a matching division gets it in English
    await h.handled(
      h.envelope(
        CATALOG_EVENTS.competitionUpserted,
        h.competition(COMPETITION + 1, CLUB, { division_ids: [2] }),
        1,
      ),
    );
    const [en] = await h.arrived('john@example.com', 'New competition');
    expect(en!.text).toContain('Dear John Smith,');
    expect(en!.text).toContain('a new competition in one of your divisions has been published.');
  });

  it('when an item becomes paid then its registrant and their deputy get the payment received mail with the block and link, once', async () => {
    const paid = item({ userId: anna.userId, email: anna.email });
    const event = h.envelope(ORDER_EVENTS.orderItemPaymentChanged, {
      ...paid,
      paid: true,
      paid2: false,
      by: 'ADMINISTRATOR',
      paymentId: null,
    });
    await h.publish(event);
    await h.publish(event);
    await h.publish({ ...event, id: randomUUID() }); // the same change announced again
    const [mail] = await h.arrived('anna@example.at', 'Zahlung erhalten');
    expect(mail!.subject).toBe(`Zahlung erhalten: Landescup ${COMPETITION}`);
    expect(mail!.html).toContain(block('PAYMENT_RECEIVED'));
    expect(mail!.text).toContain(blockWords('PAYMENT_RECEIVED'));
    expect(mail!.text).not.toContain(blockWords('SIGN_OFF'));
    expect(mail!.text).toContain('Datum: 05.12.2026');
    expect(mail!.html).toContain(`href="${h.itemLink(paid)}"`);
    const [copy] = await h.arrived('deputy@example.at', 'Zahlung erhalten');
    expect(copy!.text).toContain('Guten Tag Dora Deputy,');
    expect(copy!.text).toContain('Für: Anna Huber');
    await h.settle();
    expect(h.mailsOf('anna@example.at', 'Zahlung erhalten')).toHaveLength(1);
    expect(h.mailsOf('deputy@example.at', 'Zahlung erhalten')).toHaveLength(1);
    const rows = await h.query(
      `SELECT type, recipient, status, user_id AS "userId", competition_id AS "competitionId", cause
       FROM notification.mail_log WHERE type = 'registrationChangePaymentReceived' ORDER BY recipient`,
    );
    expect(rows).toEqual([
      {
        type: 'registrationChangePaymentReceived',
        recipient: 'anna@example.at',
        status: 'sent',
        userId: anna.userId,
        competitionId: COMPETITION,
        cause: `item:${paid.itemId}:paid`,
      },
      expect.objectContaining({ recipient: 'deputy@example.at', userId: anna.userId }),
    ]);
  });

  it('when the second payment of an item arrives then its registrant gets one second-payment mail, in their language, besides the first', async () => {
    const paid = item({
      userId: john.userId,
      email: john.email,
      firstName: 'John',
      lastName: 'Smith',
      locale: 'en',
    });
    const change = (flags: { paid: boolean; paid2: boolean }) =>
      h.envelope(ORDER_EVENTS.orderItemPaymentChanged, {
        ...paid,
        ...flags,
        by: 'ADMINISTRATOR',
        paymentId: null,
      });
    await h.handled(change({ paid: true, paid2: false }));
    const [first] = await h.arrived(john.email, 'Payment received');
    expect(first!.subject).toBe(`Payment received: Landescup ${COMPETITION}`);
    await h.handled(change({ paid: true, paid2: true }));
    const [second] = await h.arrived(john.email, 'Second payment received');
    expect(second!.subject).toBe(`Second payment received: Landescup ${COMPETITION}`);
    expect(second!.text).toContain('we have received the second payment for your registration.');
    expect(second!.html).toContain(block('PAYMENT_RECEIVED'));
    expect(second!.html).toContain(`href="${h.itemLink(paid)}"`);
    // toggled off and on again, and announced again: each payment mailed once
    await h.handled(change({ paid: true, paid2: false }));
    await h.handled(change({ paid: true, paid2: true }));
    await h.settle();
    expect(h.mailsOf(john.email, 'Payment received')).toHaveLength(1);
    expect(h.mailsOf(john.email, 'Second payment received')).toHaveLength(1);
    const causes = await h.query(
      `SELECT cause FROM notification.mail_log
       WHERE type = 'registrationChangePaymentReceived' AND recipient = $1 ORDER BY cause`,
      [john.email],
    );
    expect(causes).toEqual([{ cause: `item:${paid.itemId}:paid` }, { cause: `item:${paid.itemId}:paid2` }]);
  });

  it('a registrant who switched payment mails off gets no second-payment mail either', async () => {
    const paid = item({ userId: quiet.userId, email: quiet.email });
    await h.handled(
      h.envelope(ORDER_EVENTS.orderItemPaymentChanged, {
        ...paid,
        paid: true,
        paid2: true,
        by: 'PROVIDER',
        paymentId: 'pay_1',
      }),
    );
    await h.settle();
    expect(h.mailsTo(quiet.email)).toEqual([]);
  });

  it('when items are cancelled by the shooter, an administrator or for no payment then each gets its own mail and block; club admins hear of the unpaid one', async () => {
    const byShooter = item({
      userId: john.userId,
      email: john.email,
      locale: 'en',
      firstName: 'John',
      lastName: 'Smith',
    });
    const byAdmin = item({ email: 'guest@example.at' });
    const noPayment = item({ email: 'unpaid@example.at', firstName: 'Uwe', lastName: 'Unbezahlt' });
    const cancelled = (ref: typeof byAdmin, by: string) =>
      h.envelope(ORDER_EVENTS.orderItemCancelled, { ...ref, by, promotedItemIds: [h.id()] });
    await h.publish(cancelled(byShooter, 'SHOOTER'));
    await h.publish(cancelled(byAdmin, 'ADMINISTRATOR'));
    await h.publish(cancelled(noPayment, 'NO_PAYMENT'));

    const [signOff] = await h.arrived('john@example.com', 'Sign-off confirmed');
    expect(signOff!.text).toContain('you have signed off from the following competition');
    expect(signOff!.html).toContain(block('SIGN_OFF'));
    expect(signOff!.html).toContain(`href="${h.itemLink(byShooter)}"`);
    const [admin] = await h.arrived('guest@example.at', 'Anmeldung storniert');
    expect(admin!.text).toContain('vom Veranstalter storniert');
    expect(admin!.html).toContain(block('CANCELLATION'));
    const [unpaid] = await h.arrived('unpaid@example.at', 'fehlender Zahlung');
    expect(unpaid!.html).toContain(block('CANCELLATION'));
    const [toClub] = await h.arrived('clubadmin@example.at', 'Unbezahlte Anmeldung storniert');
    expect(toClub!.text).toContain('die Anmeldung von Uwe Unbezahlt wurde wegen fehlender Zahlung storniert');
    expect(toClub!.html).toContain(`href="${PUBLIC_BASE_URL}/#/orderItemList"`);
    await h.settle();
    expect(h.mailsTo('otheradmin@example.at')).toHaveLength(0);
    // docs/notifications.md: membership cancellation is a club admins' option; shooters and
    // portal admins who have the flag on (every flag) get none, nor another club's admin
    const recipients = await h.query(
      `SELECT recipient FROM notification.mail_log WHERE type = 'memberCancelNoPayment' ORDER BY recipient`,
    );
    expect(recipients).toEqual([{ recipient: 'clubadmin@example.at' }]);
  });

  it('when a waiting entry is promoted then it gets its starting place mail with the waiting-list block', async () => {
    const waiting = item({ userId: anna.userId, email: anna.email, waitingList: true });
    await h.handled(h.envelope(REGISTRATION_EVENTS.orderItemReserved, reservedOf(waiting)));
    await h.publish(
      h.envelope(REGISTRATION_EVENTS.orderItemPromoted, {
        itemId: waiting.itemId,
        orderId: waiting.orderId,
        userId: anna.userId,
        competitionId: COMPETITION,
        squadId: 1,
        email: anna.email,
        locale: 'de',
        firstName: 'Anna',
        lastName: 'Huber',
        token: waiting.token,
      }),
    );
    const [mail] = await h.arrived('anna@example.at', 'Sie haben einen Startplatz');
    expect(mail!.text).toContain('Sie sind von der Warteliste nachgerückt');
    expect(mail!.text).toContain('Squad: Squad 3');
    expect(mail!.text).not.toContain('(Warteliste)');
    expect(mail!.html).toContain(block('WAITING_LIST_CHANGE'));
    expect(mail!.html).toContain(`href="${h.itemLink(waiting)}"`);
  });

  it('when an item is reserved then the club admins who chose it hear of the new registration', async () => {
    const fresh = item({ email: 'fresh@example.at', firstName: 'Franz', lastName: 'Frisch' });
    await h.publish(h.envelope(REGISTRATION_EVENTS.orderItemReserved, reservedOf(fresh)));
    const mail = await h.arrivedWith(
      'clubadmin@example.at',
      'Franz Frisch hat sich zu Ihrem Bewerb angemeldet.',
    );
    expect(mail.subject).toBe(`Neue Anmeldung: Landescup ${COMPETITION}`);
    expect(mail.text).toContain('Guten Tag Clara');
  });

  it('when a place is freed and nobody waited then the users who marked the competition get the free place mail', async () => {
    const fan = await h.user(1010, 'fan@example.at', { locale: 'en' });
    await h.handled(
      h.envelope(CATALOG_EVENTS.favouriteChanged, {
        userId: fan.userId,
        competitionId: COMPETITION,
        favourite: true,
        at: new Date().toISOString(),
      }),
    );
    const freed = item({ email: 'leaver@example.at' });
    await h.publish(
      h.envelope(ORDER_EVENTS.orderItemCancelled, { ...freed, by: 'SHOOTER', promotedItemIds: [] }),
    );
    const [mail] = await h.arrived('fan@example.at', 'Place available');
    expect(mail!.text).toContain('a place in a squad of the following competition has become free');
    expect(mail!.html).toContain(block('WAITING_LIST_CHANGE'));
    expect(mail!.html).toContain(`href="${PUBLIC_BASE_URL}/#/competitionDetails/pub-${COMPETITION}"`);
  });

  it('when a new account registers then the admins who chose it hear of it', async () => {
    await h.publish(
      h.envelope(IDENTITY_EVENTS.userRegistered, {
        userId: 1020,
        username: 'neu',
        email: 'neu@example.at',
        firstName: 'Nina',
        lastName: 'Neu',
        salutation: null,
        locale: 'de',
        verificationToken: randomUUID().replace(/-/g, ''),
      }),
    );
    const mail = await h.arrivedWith(
      'admin@example.at',
      'Nina Neu (neu, neu@example.at) hat sich im Portal registriert.',
    );
    expect(mail.subject).toBe('Neue Registrierung: Nina Neu (neu, neu@example.at)');
    expect(mail.html).toContain(`href="${PUBLIC_BASE_URL}/#/users"`);
    // docs/notifications.md: new shooter registrations go to one group (admins), registrations
    // to my competitions to another (club admins): a club admin or shooter with the flag on gets none
    await h.settle();
    const recipients = await h.query(
      `SELECT DISTINCT recipient FROM notification.mail_log WHERE type = 'newShooterRegistrations'`,
    );
    expect(recipients).toEqual([{ recipient: 'admin@example.at' }]);
  });

  it('when an account never chose its switches then the mails about its own registrations arrive, as its profile shows them on', async () => {
    const fresh = await h.user(1012, 'never-chose@example.at', {
      notificationSelection: {} as never, // an account that never saved its switches
    });
    const own = item({ userId: fresh.userId, email: fresh.email });
    await h.publish(
      h.envelope(ORDER_EVENTS.orderItemPaymentChanged, {
        ...own,
        paid: true,
        paid2: false,
        by: 'PROVIDER',
        paymentId: 'p-fresh',
      }),
    );
    await h.arrived('never-chose@example.at', 'Zahlung');
    // one switch off: that kind stays away, the others still come
    await h.user(1012, 'never-chose@example.at', {
      notificationSelection: { registrationChangeRegistrationCancelledByAdministrator: false } as never,
    });
    await h.publish(
      h.envelope(ORDER_EVENTS.orderItemCancelled, { ...own, by: 'ADMINISTRATOR', promotedItemIds: [] }),
    );
    await h.settle();
    expect(h.mailsOf('never-chose@example.at', 'storniert')).toHaveLength(0);
  });

  it('when a user switched every kind off then none of their registration mails arrive', async () => {
    const own = item({ userId: quiet.userId, email: quiet.email });
    await h.publish(
      h.envelope(ORDER_EVENTS.orderItemPaymentChanged, {
        ...own,
        paid: true,
        paid2: false,
        by: 'PROVIDER',
        paymentId: 'p1',
      }),
    );
    await h.publish(
      h.envelope(ORDER_EVENTS.orderItemCancelled, { ...own, by: 'ADMINISTRATOR', promotedItemIds: [1] }),
    );
    await h.settle();
    expect(h.mailsTo('quiet@example.at')).toEqual([]);
  });

  it('when the mail server is down then the mails wait and arrive once it is back, each once', async () => {
    await h.catcher.stop();
    const items = [1, 2, 3].map((n) => item({ email: `later${n}@example.at` }));
    for (const one of items)
      await h.publish(
        h.envelope(ORDER_EVENTS.orderItemPaymentChanged, {
          ...one,
          paid: true,
          paid2: false,
          by: 'PROVIDER',
          paymentId: 'x',
        }),
      );
    // the consumer has failed at least once: a message waits in a retry queue
    const probe = await (await import('amqplib')).connect(h.infra.env.AMQP_URL);
    const channel = await probe.createChannel();
    await waitFor(
      async () => {
        for (let attempt = 1; attempt < 8; attempt++)
          if ((await channel.checkQueue(`${h.queue}.retry.${attempt}`)).messageCount > 0) return true;
        return false;
      },
      10_000,
      20,
    );
    await probe.close();
    h.catcher = await startMailCatcher({ smtpPort: h.catcher.smtpPort, httpPort: 0 });
    for (const one of items) await h.arrived(one.email!, 'Zahlung erhalten');
    await h.settle();
    for (const one of items) expect(h.mailsTo(one.email!)).toHaveLength(1);
  });
});

function reservedOf(ref: ReturnType<NotificationHarness['item']>) {
  return {
    itemId: ref.itemId,
    token: ref.token,
    userId: ref.userId,
    email: ref.email!,
    firstName: ref.firstName,
    lastName: ref.lastName,
    locale: ref.locale,
    competitionId: ref.competitionId,
    competitionName: ref.competitionName,
    competitionDate: ref.competitionDate,
    clubId: ref.clubId,
    squadName: ref.squadName ?? 'Squad',
    standName: null,
    waitingList: ref.waitingList,
    competitionSignOnText: null,
    onBehalf: false,
  };
}
