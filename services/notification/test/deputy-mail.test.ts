import { randomUUID } from 'node:crypto';
import {
  CATALOG_EVENTS,
  ORDER_EVENTS,
  REGISTRATION_EVENTS,
  type OrderItemReserved,
  type OrderSubmitted,
  type UserUpsertedPayload,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationHarness } from './notification-harness';

const CLUB = 37;
const COMPETITION = 950;
const NAME = `Landescup ${COMPETITION}`;

/**
 * The registrant's deputy mail switch through the real broker and a real SMTP receiver: every kind
 * that copies deputies (sign-on confirmation, transfer details, the item kinds such as payment
 * received) copies them only while the switch is on; identity events without it count as on.
 */
describe("deputies get copies of a user's registration mails only while the user's deputy mail is on", () => {
  const h = new NotificationHarness();

  beforeAll(async () => {
    await h.start('notifdeputymail');
    await h.club(CLUB, 'SV Deputy');
    await h.handled(h.envelope(CATALOG_EVENTS.competitionUpserted, h.competition(COMPETITION, CLUB), 1));
  });
  afterAll(() => h.stop());

  /** A registrant with one deputy of their own, both replicated from identity's events. */
  const registrantWithDeputy = async (tag: string, over: Partial<UserUpsertedPayload>) => {
    const deputy = await h.user(h.id(), `deputy-${tag}@example.at`, { firstName: 'Dora', lastName: tag });
    const registrant = await h.user(h.id(), `shooter-${tag}@example.at`, {
      firstName: 'Sepp',
      lastName: tag,
      deputyUserIds: [deputy.userId],
      ...over,
    });
    return { deputy, registrant };
  };

  /** The three places that copy deputies: sign-on confirmation, transfer details, an item kind. */
  const registrationMails = async (registrant: UserUpsertedPayload) => {
    const ref = {
      userId: registrant.userId,
      email: registrant.email,
      firstName: 'Sepp',
      lastName: registrant.lastName,
    };
    const signOn: OrderItemReserved = {
      itemId: h.id(),
      token: randomUUID().replace(/-/g, ''),
      ...ref,
      locale: 'de',
      competitionId: COMPETITION,
      competitionName: NAME,
      competitionDate: '2026-12-05T08:00:00.000Z',
      clubId: CLUB,
      squadName: 'Squad 1',
      standName: null,
      waitingList: false,
      competitionSignOnText: null,
      onBehalf: false,
    };
    await h.handled(h.envelope(REGISTRATION_EVENTS.orderItemReserved, signOn));
    await h.handled(h.envelope(REGISTRATION_EVENTS.orderItemSignedOn, signOn));
    const item = { ...h.item({ competitionId: COMPETITION, clubId: CLUB, ...ref }), amountCents: 2500 };
    const order: OrderSubmitted = {
      cartId: h.id(),
      orderIds: [item.orderId],
      userId: registrant.userId,
      email: registrant.email,
      locale: 'de',
      paymentMethod: 'DEPOSIT',
      items: [item],
    };
    await h.handled(h.envelope(ORDER_EVENTS.orderSubmitted, order));
    await h.handled(
      h.envelope(ORDER_EVENTS.orderItemPaymentChanged, {
        ...item,
        paid: true,
        paid2: false,
        by: 'ADMINISTRATOR',
        paymentId: null,
      }),
    );
  };
  const SUBJECTS = ['Anmeldebestätigung', 'Zahlung per Überweisung', 'Zahlung erhalten'];
  const subjectsTo = (address: string) =>
    SUBJECTS.map((subject) => h.mailsOf(address, `${subject}: ${NAME}`).length);
  const storedSwitch = async (userId: number) =>
    (
      await h.query('SELECT deputy_mail AS "deputyMail" FROM notification.recipients WHERE user_id = $1', [
        userId,
      ])
    )[0]?.deputyMail;

  it('when the registrant switched deputy mail off then each registration mail reaches the registrant and no deputy', async () => {
    const { deputy, registrant } = await registrantWithDeputy('off', { deputyMail: false });
    expect(await storedSwitch(registrant.userId)).toBe(false);
    await registrationMails(registrant);
    await h.arrived(registrant.email, `Zahlung erhalten: ${NAME}`);
    await h.settle();
    expect(subjectsTo(registrant.email)).toEqual([1, 1, 1]);
    expect(h.mailsTo(deputy.email)).toEqual([]);
    const logged = await h.query('SELECT recipient FROM notification.mail_log WHERE user_id = $1', [
      registrant.userId,
    ]);
    expect(logged.map((row) => row.recipient)).not.toContain(deputy.email);
  });

  it('when the registrant has deputy mail on then the deputy gets a copy of each, naming whom it is for', async () => {
    const { deputy, registrant } = await registrantWithDeputy('on', { deputyMail: true });
    expect(await storedSwitch(registrant.userId)).toBe(true);
    await registrationMails(registrant);
    const [copy] = await h.arrived(deputy.email, `Zahlung erhalten: ${NAME}`);
    expect(copy!.text).toContain('Für: Sepp on');
    await h.settle();
    expect(subjectsTo(registrant.email)).toEqual([1, 1, 1]);
    expect(subjectsTo(deputy.email)).toEqual([1, 1, 1]);
  });

  it('when the user event comes from an older producer without the field then it counts as on, also after it was off', async () => {
    const { deputy, registrant } = await registrantWithDeputy('legacy', {});
    expect(registrant).not.toHaveProperty('deputyMail');
    expect(await storedSwitch(registrant.userId)).toBe(true);
    await registrationMails(registrant);
    await h.arrived(deputy.email, `Zahlung erhalten: ${NAME}`);
    await h.settle();
    expect(subjectsTo(deputy.email)).toEqual([1, 1, 1]);

    // switched off, then a newer version without the field: on again
    const { deputyMail: _absent, ...withoutField } = await h.user(registrant.userId, registrant.email, {
      ...registrant,
      deputyMail: false,
    });
    expect(await storedSwitch(registrant.userId)).toBe(false);
    await h.user(registrant.userId, registrant.email, withoutField);
    expect(await storedSwitch(registrant.userId)).toBe(true);
  });
});
