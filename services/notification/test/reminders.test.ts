import { CATALOG_EVENTS, ORDER_EVENTS, REGISTRATION_EVENTS } from '@portal/contracts';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatViennaDate as formatDate, formatViennaDateTime as formatDateTime } from '@portal/contracts';
import { NotificationHarness } from './notification-harness';

/** A day of the reminders lasts one second here: the offsets of the spec, shortened. */
const DAY = 1000;
const CLUB = 27;

/**
 * The scheduled kinds (issue 13 item 2) with BullMQ delayed jobs: payment reminders after
 * sign-up, the club admins' warning before the automatic cancellation, the start reminder that
 * follows a moved date, the sign-up phase mails of favourites. Each arrives once, not before it is due.
 */
describe('notification mails the reminders when they are due', () => {
  const h = new NotificationHarness();

  beforeAll(async () => {
    await h.start('notifremind', {
      REMINDER_DAY_MS: String(DAY),
      START_REMINDER_DAYS: '2',
      SIGNUP_END_REMINDER_DAYS: '1',
    });
    await h.club(CLUB, 'SV Erinnerung');
    await h.user(2001, 'remind-admin@example.at', {
      clubId: CLUB,
      roles: ['ROLE_CLUB_ADMIN'],
      all: false,
      flags: { memberCancelNoPaymentReminder: true },
    });
  });
  afterAll(() => h.stop());

  it('when an item stays unpaid then both payment reminders, the cancellation warning and the moved start reminder arrive once each; a paid item gets no payment reminder', async () => {
    const t0 = Date.now();
    // the date moves earlier: the first start reminder (due at t0 + 12 days) must then do nothing
    const firstDate = new Date(t0 + 14 * DAY).toISOString();
    const movedDate = new Date(t0 + 8 * DAY).toISOString();
    const competition = (date: string) =>
      h.competition(801, CLUB, {
        competitionDate: date,
        payOnTime: 6,
        firstPaymentReminder: 3,
        secondPaymentReminder: 4,
        autoSubscriptionCancelation: true,
        division_ids: [],
      });
    await h.handled(h.envelope(CATALOG_EVENTS.competitionUpserted, competition(firstDate), 1));
    // the start reminder is premium (docs/premium-features.md): the two shooters are premium
    const premium = { paymentUntil: new Date(t0 + 300 * 86_400_000).toISOString().slice(0, 10) };
    const unpaid = h.item({
      competitionId: 801,
      clubId: CLUB,
      userId: (await h.user(2020, 'unpaid-r@example.at', premium)).userId,
      email: 'unpaid-r@example.at',
      lastName: 'Offen',
    });
    const paid = h.item({
      competitionId: 801,
      clubId: CLUB,
      userId: (await h.user(2021, 'paid-r@example.at', { ...premium, locale: 'en' })).userId,
      email: 'paid-r@example.at',
      locale: 'en',
    });
    // without premium (a shooter, a guest): payment reminders, but no start reminder
    const plain = h.item({
      competitionId: 801,
      clubId: CLUB,
      userId: (await h.user(2022, 'plain-r@example.at')).userId,
      email: 'plain-r@example.at',
      lastName: 'Ohne',
    });
    const guest = h.item({ competitionId: 801, clubId: CLUB, email: 'guest-r@example.at', lastName: 'Gast' });
    // replicated before notification kept the premium date: premium unknown, the reminder still goes
    const legacyUser = await h.user(2023, 'legacy-r@example.at');
    await h.query(
      'UPDATE notification.recipients SET premium_known = false, payment_until = NULL WHERE user_id = $1',
      [legacyUser.userId],
    );
    const legacy = h.item({
      competitionId: 801,
      clubId: CLUB,
      userId: legacyUser.userId,
      email: 'legacy-r@example.at',
      lastName: 'Alt',
    });
    const reserved = (ref: typeof unpaid) =>
      h.envelope(REGISTRATION_EVENTS.orderItemReserved, {
        ...ref,
        email: ref.email!,
        squadName: 'Squad 1',
        standName: null,
        competitionSignOnText: null,
        onBehalf: false,
      });
    const unpaidEvent = await h.handled(reserved(unpaid));
    await h.handled(reserved(paid));
    await h.handled(reserved(plain));
    await h.handled(reserved(guest));
    await h.handled(reserved(legacy));
    await h.handled(
      h.envelope(ORDER_EVENTS.orderItemPaymentChanged, {
        ...paid,
        paid: true,
        paid2: false,
        by: 'PROVIDER',
        paymentId: 'p',
      }),
    );
    // the competition moves before its start reminder was due
    await h.handled(h.envelope(CATALOG_EVENTS.competitionUpserted, competition(movedDate), 2));

    const signedUpAt = new Date(unpaidEvent.occurredAt).getTime();
    const reminders = await h.arrived('unpaid-r@example.at', 'Zahlungserinnerung', 2);
    const payBy = formatDate(new Date(signedUpAt + 6 * DAY));
    for (const mail of reminders) {
      expect(mail.text).toContain(`Bitte bezahlen Sie bis ${payBy}.`);
      expect(mail.html).toContain(`href="${h.itemLink(unpaid)}"`);
      expect(new Date(mail.date).getTime()).toBeGreaterThanOrEqual(
        Math.floor((signedUpAt + 3 * DAY) / 1000) * 1000,
      );
    }
    const warning = await h.arrivedWith('remind-admin@example.at', 'Anna Offen');
    expect(warning.subject).toBe('Unbezahlte Anmeldung wird storniert: Landescup 801');
    expect(warning.text).toContain(`wird am ${payBy} automatisch storniert`);

    const [start] = await h.arrived('unpaid-r@example.at', 'beginnt bald');
    expect(start!.text).toContain(`beginnt am ${formatDateTime(movedDate)}.`);
    expect(start!.html).toContain('Block UPCOMING');
    expect(new Date(start!.date).getTime()).toBeGreaterThanOrEqual(
      Math.floor((new Date(movedDate).getTime() - 2 * DAY) / 1000) * 1000,
    );
    await h.arrived('legacy-r@example.at', 'beginnt bald');
    const [english] = await h.arrived('paid-r@example.at', 'starts soon');
    expect(english!.text).toContain(`starts on ${formatDateTime(movedDate)}.`);
    // the job of the first date has run by now (its instant has passed) and mailed nothing
    await new Promise((r) => setTimeout(r, Math.max(0, t0 + 13 * DAY - Date.now())));
    await h.settle();
    expect(h.mailsOf('unpaid-r@example.at', 'Zahlungserinnerung')).toHaveLength(2);
    expect(h.mailsOf('unpaid-r@example.at', 'beginnt bald')).toHaveLength(1);
    expect(h.mailsOf('paid-r@example.at', 'Payment reminder')).toHaveLength(0);
    expect(h.mailsTo('remind-admin@example.at').filter((m) => m.text.includes('Anna Offen'))).toHaveLength(1);
    for (const address of ['plain-r@example.at', 'guest-r@example.at']) {
      expect(h.mailsOf(address, 'Zahlungserinnerung')).toHaveLength(2);
      expect(h.mailsOf(address, 'beginnt bald')).toHaveLength(0);
    }
  });

  it('when a waiting entry gets a place then its payment reminder counts from the promotion; none while it waits', async () => {
    await h.handled(
      h.envelope(
        CATALOG_EVENTS.competitionUpserted,
        h.competition(803, CLUB, {
          competitionDate: new Date(Date.now() + 30 * DAY).toISOString(),
          payOnTime: 6,
          firstPaymentReminder: 2,
          secondPaymentReminder: null,
          autoSubscriptionCancelation: false,
          division_ids: [],
        }),
        1,
      ),
    );
    const entry = h.item({
      competitionId: 803,
      clubId: CLUB,
      email: 'waits-r@example.at',
      waitingList: true,
    });
    await h.handled(
      h.envelope(REGISTRATION_EVENTS.orderItemReserved, {
        ...entry,
        email: entry.email!,
        squadName: 'Squad 1',
        standName: null,
        competitionSignOnText: null,
        onBehalf: false,
      }),
    );
    // two and a half days on the waiting list: no payment is due, so no reminder
    await new Promise((r) => setTimeout(r, 2.5 * DAY));
    await h.settle();
    expect(h.mailsOf('waits-r@example.at', 'Zahlungserinnerung')).toHaveLength(0);
    const promoted = await h.handled(
      h.envelope(REGISTRATION_EVENTS.orderItemPromoted, {
        itemId: entry.itemId,
        orderId: entry.orderId,
        userId: null,
        competitionId: 803,
        squadId: entry.squadId,
        email: entry.email,
        locale: 'de',
        firstName: entry.firstName,
        lastName: entry.lastName,
        token: entry.token,
      }),
    );
    const placedAt = new Date(promoted.occurredAt).getTime();
    const [reminder] = await h.arrived('waits-r@example.at', 'Zahlungserinnerung');
    expect(new Date(reminder!.date).getTime()).toBeGreaterThanOrEqual(
      Math.floor((placedAt + 2 * DAY) / 1000) * 1000,
    );
    expect(reminder!.text).toContain(`Bitte bezahlen Sie bis ${formatDate(new Date(placedAt + 6 * DAY))}.`);
  });

  it('when the sign-up phase of a favourite starts and nears its end then its fans hear of it; a registered fan is not reminded', async () => {
    const t0 = Date.now();
    // the reminder before sign-up ends is premium (docs/premium-features.md); the opening notice is not
    const premium = { paymentUntil: new Date(t0 + 300 * 86_400_000).toISOString().slice(0, 10) };
    const fan = await h.user(2010, 'fan-r@example.at', { locale: 'en', ...premium });
    const registeredFan = await h.user(2011, 'fan-registered@example.at', premium);
    const plainFan = await h.user(2012, 'fan-plain@example.at');
    // far enough ahead that the favourites and the registration are in before the jobs fire
    const start = new Date(t0 + 6 * DAY).toISOString();
    const end = new Date(t0 + 9 * DAY).toISOString();
    await h.handled(
      h.envelope(
        CATALOG_EVENTS.competitionUpserted,
        h.competition(802, CLUB, { registrationStart: start, registrationEnd: end, division_ids: [] }),
        1,
      ),
    );
    for (const userId of [fan.userId, registeredFan.userId, plainFan.userId])
      await h.handled(
        h.envelope(CATALOG_EVENTS.favouriteChanged, {
          userId,
          competitionId: 802,
          favourite: true,
          at: new Date().toISOString(),
        }),
      );
    const own = h.item({
      competitionId: 802,
      clubId: CLUB,
      userId: registeredFan.userId,
      email: registeredFan.email,
    });
    await h.handled(
      h.envelope(REGISTRATION_EVENTS.orderItemReserved, {
        ...own,
        email: own.email!,
        squadName: 'Squad 1',
        standName: null,
        competitionSignOnText: null,
        onBehalf: false,
      }),
    );
    const [opened] = await h.arrived('fan-r@example.at', 'Registration open');
    expect(opened!.text).toContain('registration for one of your favourite competitions is now open.');
    expect(opened!.text).toContain(`Registration closes: ${formatDateTime(end)}`);
    await h.arrived('fan-registered@example.at', 'Anmeldung geöffnet');
    const [closing] = await h.arrived('fan-r@example.at', 'Registration closes soon');
    expect(closing!.text).toContain(`closes on ${formatDateTime(end)}.`);
    await h.settle();
    expect(h.mailsOf('fan-registered@example.at', 'Anmeldeschluss')).toHaveLength(0);
    expect(h.mailsOf('fan-r@example.at', 'Registration open')).toHaveLength(1);
    expect(h.mailsOf('fan-plain@example.at', 'Anmeldung geöffnet')).toHaveLength(1);
    expect(h.mailsOf('fan-plain@example.at', 'Anmeldeschluss')).toHaveLength(0);
  });

  it('when the process stops and Redis loses every reminder job then the restarted process schedules them again and the reminder arrives once', async () => {
    const t0 = Date.now();
    await h.handled(
      h.envelope(
        CATALOG_EVENTS.competitionUpserted,
        h.competition(803, CLUB, {
          competitionDate: new Date(t0 + 30 * DAY).toISOString(),
          firstPaymentReminder: 4,
          division_ids: [],
        }),
        1,
      ),
    );
    const lost = h.item({ competitionId: 803, clubId: CLUB, email: 'lost-job@example.at' });
    await h.handled(
      h.envelope(REGISTRATION_EVENTS.orderItemReserved, {
        ...lost,
        email: lost.email!,
        squadName: 'Squad 1',
        standName: null,
        competitionSignOnText: null,
        onBehalf: false,
      }),
    );
    await h.service.stop();
    // every job of the reminders' queue is gone, as after a flushed Redis
    const queue = new Queue('notification-reminders', {
      connection: { url: h.infra.env.REDIS_URL },
      prefix: `${h.infra.redisPrefix}bull`,
    });
    await queue.obliterate({ force: true });
    expect(await queue.getJobCounts()).toMatchObject({ delayed: 0, waiting: 0 });
    await queue.close();
    await h.startProcess();

    const [mail] = await h.arrived('lost-job@example.at', 'Zahlungserinnerung');
    expect(mail!.html).toContain(`href="${h.itemLink(lost)}"`);
    await h.settle();
    expect(h.mailsOf('lost-job@example.at', 'Zahlungserinnerung')).toHaveLength(1);
  });
});
