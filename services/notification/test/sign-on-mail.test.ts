import { randomUUID } from 'node:crypto';
import {
  CATALOG_EVENTS,
  IDENTITY_EVENTS,
  REGISTRATION_EVENTS,
  type EventEnvelope,
  type OrderItemReserved,
  type UserUpsertedPayload,
} from '@portal/contracts';
import { startService, type RunningService } from '@portal/service-kit';
import { consumerQueues, createTestInfra, waitFor, type TestInfra } from '@portal/service-kit/testing';
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../scripts/mail-catcher';
import { freePort } from '../../../scripts/stack';
import { signOnMailKey } from '../src/events/sign-on-mail-handlers';
import { notificationService } from '../src/service';

const PUBLIC_BASE_URL = 'https://portal.example.at';
const MAX_ATTEMPTS = 6;
const CLUB = 7;
const CLUB_BLOCK =
  '<p>Bitte <strong>30 Minuten</strong> vor Beginn am Stand sein.</p><p>Parken &amp; Essen vor Ort</p>';

/**
 * The sign-on confirmation through the real broker and a real SMTP server (smtp-server):
 * registration's `registration.order-item.reserved` as its outbox relay publishes it.
 */
describe('notification mails the sign-on confirmation of a reserved order item', () => {
  let infra: TestInfra;
  let service: RunningService;
  let catcher: MailCatcher;
  let connection: ChannelModel;
  let channel: ConfirmChannel;
  let queue: string;
  let nextItemId = 1000;

  beforeAll(async () => {
    infra = await createTestInfra('notifsignon');
    queue = `${infra.queuePrefix}.notification`;
    const smtpPort = await freePort();
    catcher = await startMailCatcher({ smtpPort, httpPort: 0 });
    service = await startService(notificationService, {
      ...infra.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_BASE_URL,
      CONSUMER_RETRY_BASE_MS: '300',
      CONSUMER_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    });
    connection = await amqp.connect(infra.env.AMQP_URL);
    channel = await connection.createConfirmChannel();
    // the club's blocks as catalog publishes the club
    await publish(
      envelope(CATALOG_EVENTS.clubUpserted, {
        id: CLUB,
        name: 'SV Sieben',
        notificationBlocks: [
          { type: { id: 1, name: 'SIGN_ON_CONFIRMATION' }, text: CLUB_BLOCK },
          { type: { id: 4, name: 'SIGN_OFF' }, text: '<p>Abmeldung-Text</p>' },
        ],
      }),
    );
    await waitFor(
      async () =>
        (
          await service.ctx.database.pool.query(
            'SELECT 1 FROM notification.club_mail_blocks WHERE club_id = $1',
            [CLUB],
          )
        ).rowCount === 1,
    );
  });
  afterAll(async () => {
    await connection?.close();
    await service?.stop();
    await catcher?.stop();
    await infra?.cleanup(consumerQueues(queue, MAX_ATTEMPTS));
  });

  async function publish<P>(event: EventEnvelope<P>) {
    channel.publish(infra.exchange, event.type, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      contentType: 'application/json',
      messageId: event.id,
    });
    await channel.waitForConfirms();
    return event;
  }
  const envelope = <P>(type: string, payload: P, version = 1): EventEnvelope<P> => ({
    id: randomUUID(),
    type,
    version,
    occurredAt: new Date().toISOString(),
    producer: 'registration',
    correlationId: null,
    payload,
  });
  const reserved = (over: Partial<OrderItemReserved> = {}): OrderItemReserved => ({
    itemId: nextItemId++,
    token: randomUUID().replace(/-/g, ''),
    userId: null,
    email: `item${nextItemId}@example.at`,
    firstName: 'Anna',
    lastName: 'Huber',
    locale: 'de',
    competitionId: 300,
    competitionName: 'Landesmeisterschaft IPSC',
    competitionDate: '2026-12-05T08:00:00.000Z',
    clubId: CLUB,
    squadName: 'Squad 3',
    standName: 'Stand 4',
    waitingList: false,
    competitionSignOnText: '<p>Startgeld bitte bar mitbringen.</p>',
    onBehalf: false,
    ...over,
  });
  const mailsTo = (address: string) => catcher.messages().filter((m) => m.to.includes(address));
  const arrivedAt = (address: string, count = 1) =>
    waitFor(async () => mailsTo(address).length >= count && mailsTo(address));
  const linkOf = (item: OrderItemReserved) =>
    `${PUBLIC_BASE_URL}/#/publicOrderItems/${item.itemId}/${item.token}`;
  /** Lets every message ahead of a sentinel through, so duplicates would have arrived by now. */
  async function settle() {
    const sentinel = reserved({ email: `sentinel-${randomUUID()}@example.at` });
    await publish(envelope(REGISTRATION_EVENTS.orderItemSignedOn, sentinel));
    await arrivedAt(sentinel.email);
    await new Promise((r) => setTimeout(r, 300));
  }
  const logRows = async (itemId: number) =>
    (
      await service.ctx.database.pool.query(
        'SELECT type, recipient, subject, status FROM notification.mail_log WHERE event_id = $1',
        [signOnMailKey(itemId)],
      )
    ).rows;

  it('when a German and an English registrant reserve then each gets the confirmation in their language with the club block and the link', async () => {
    const anna = reserved({ email: 'anna@example.at' });
    const john = reserved({
      email: 'john@example.com',
      firstName: 'John',
      lastName: 'Smith',
      locale: 'en',
      standName: null,
    });
    await publish(envelope(REGISTRATION_EVENTS.orderItemSignedOn, anna));
    await publish(envelope(REGISTRATION_EVENTS.orderItemSignedOn, john));

    const [german] = await arrivedAt('anna@example.at');
    expect(german!.subject).toBe('Anmeldebestätigung: Landesmeisterschaft IPSC');
    expect(german!.text).toContain('Guten Tag Anna Huber,');
    expect(german!.text).toContain('Sie sind für folgenden Bewerb angemeldet');
    // the competition's instant in Vienna time (UTC+1 in December)
    expect(german!.text).toContain('Datum: 05.12.2026 09:00');
    expect(german!.text).toContain('Squad: Squad 3');
    expect(german!.text).toContain('Stand: Stand 4');
    expect(german!.text).toContain(linkOf(anna));
    expect(german!.html).toContain(`href="${linkOf(anna)}"`);
    // the club's block: its HTML in the HTML part, its words in the text part; other types not
    expect(german!.html).toContain(CLUB_BLOCK);
    expect(german!.text).toContain('Bitte 30 Minuten vor Beginn am Stand sein.');
    expect(german!.text).toContain('Parken & Essen vor Ort');
    expect(german!.text).not.toContain('Abmeldung-Text');
    expect(german!.html).toContain('<p>Startgeld bitte bar mitbringen.</p>');
    expect(german!.text).not.toContain('Warteliste');

    const [english] = await arrivedAt('john@example.com');
    expect(english!.subject).toBe('Registration confirmed: Landesmeisterschaft IPSC');
    expect(english!.text).toContain('Dear John Smith,');
    expect(english!.text).toContain('You are registered for the following competition');
    expect(english!.text).toContain('Date: 05.12.2026 09:00');
    expect(english!.text).not.toContain('Stand:');
    expect(english!.text).toContain(linkOf(john));
    expect(english!.html).toContain(`href="${linkOf(john)}"`);
    expect(english!.html).toContain(CLUB_BLOCK);
    // the log row commits with the handler's transaction, just after the mail was handed over
    await waitFor(async () => (await logRows(anna.itemId)).length > 0);
    expect(await logRows(anna.itemId)).toEqual([
      {
        type: 'sign-on-confirmation',
        recipient: 'anna@example.at',
        subject: 'Anmeldebestätigung: Landesmeisterschaft IPSC',
        status: 'sent',
      },
    ]);
  });

  it('when the entry is on the waiting list then the mail says so in either language', async () => {
    const de = reserved({ email: 'wait-de@example.at', waitingList: true, standName: null });
    const en = reserved({ email: 'wait-en@example.com', waitingList: true, standName: null, locale: 'en' });
    await publish(envelope(REGISTRATION_EVENTS.orderItemSignedOn, de));
    await publish(envelope(REGISTRATION_EVENTS.orderItemSignedOn, en));
    const [german] = await arrivedAt('wait-de@example.at');
    expect(german!.subject).toBe('Warteliste: Landesmeisterschaft IPSC');
    expect(german!.text).toContain('Sie stehen auf der Warteliste');
    expect(german!.text).toContain('Squad: Squad 3 (Warteliste)');
    expect(german!.text).not.toContain('Sie sind für folgenden Bewerb angemeldet');
    expect(german!.text).toContain(linkOf(de));
    const [english] = await arrivedAt('wait-en@example.com');
    expect(english!.subject).toBe('Waiting list: Landesmeisterschaft IPSC');
    expect(english!.text).toContain('you are on the waiting list');
    expect(english!.text).toContain('Squad: Squad 3 (Waiting list)');
  });

  it('when an item is only reserved in the cart then no confirmation; it comes with the checkout', async () => {
    const item = reserved({ email: 'cart@example.at' });
    await publish(envelope(REGISTRATION_EVENTS.orderItemReserved, item));
    await settle();
    expect(mailsTo('cart@example.at')).toEqual([]);
    await publish(envelope(REGISTRATION_EVENTS.orderItemSignedOn, item));
    const [mail] = await arrivedAt('cart@example.at');
    expect(mail!.subject).toContain('Anmeldebestätigung');
  });

  it('when the event is delivered again or the item announced twice then exactly one mail and one log row', async () => {
    const item = reserved({ email: 'once@example.at' });
    const event = envelope(REGISTRATION_EVENTS.orderItemSignedOn, item);
    await publish(event);
    await publish(event);
    // a second event for the same item (another id): still the same item's confirmation
    await publish(envelope(REGISTRATION_EVENTS.orderItemSignedOn, item));
    await arrivedAt('once@example.at');
    await settle();
    expect(mailsTo('once@example.at')).toHaveLength(1);
    expect(await logRows(item.itemId)).toHaveLength(1);
  });

  it('when the mail server is down then the confirmation is retried and arrives once', async () => {
    await catcher.stop();
    const item = reserved({ email: 'later@example.at', locale: 'en' });
    await publish(envelope(REGISTRATION_EVENTS.orderItemSignedOn, item));
    const probe = await connection.createChannel();
    await waitFor(
      async () => {
        for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++)
          if ((await probe.checkQueue(`${queue}.retry.${attempt}`)).messageCount > 0) return true;
        return false;
      },
      5_000,
      20,
    );
    await probe.close();
    catcher = await startMailCatcher({ smtpPort: catcher.smtpPort, httpPort: 0 });
    const [mail] = await arrivedAt('later@example.at');
    expect(mail!.subject).toBe('Registration confirmed: Landesmeisterschaft IPSC');
    await settle();
    expect(mailsTo('later@example.at')).toHaveLength(1);
    expect(await logRows(item.itemId)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('when the registrant deselected the sign-on confirmation then no mail; someone signed up by others gets the note', async () => {
    const selection = (value: boolean) =>
      ({ registrationChangeRegistrationSuccess: value }) as UserUpsertedPayload['notificationSelection'];
    const user = (userId: number, email: string, value: boolean): UserUpsertedPayload => ({
      userId,
      username: `u${userId}`,
      email,
      firstName: 'Max',
      lastName: 'Muster',
      locale: 'de',
      clubId: CLUB,
      roles: ['ROLE_USER'],
      active: true,
      enabled: true,
      paymentUntil: null,
      notificationSelection: selection(value),
      divisionIds: [],
    });
    await publish(envelope(IDENTITY_EVENTS.userUpserted, user(71, 'quiet@example.at', false)));
    await publish(envelope(IDENTITY_EVENTS.userUpserted, user(72, 'loud@example.at', true)));
    await waitFor(
      async () =>
        (
          await service.ctx.database.pool.query(
            'SELECT 1 FROM notification.recipients WHERE user_id IN (71, 72)',
          )
        ).rowCount === 2,
    );
    const quiet = reserved({ userId: 71, email: 'quiet@example.at' });
    const loud = reserved({ userId: 72, email: 'loud@example.at', onBehalf: true });
    await publish(envelope(REGISTRATION_EVENTS.orderItemSignedOn, quiet));
    await publish(envelope(REGISTRATION_EVENTS.orderItemSignedOn, loud));
    const [mail] = await arrivedAt('loud@example.at');
    expect(mail!.text).toContain('Diese Anmeldung wurde für Sie vorgenommen.');
    await settle();
    expect(mailsTo('quiet@example.at')).toHaveLength(0);
    expect(await logRows(quiet.itemId)).toEqual([]);
  });

  it('when the registrant has a deputy then the deputy gets a copy in their language naming whom it is for, once', async () => {
    const person = (
      userId: number,
      email: string,
      over: Partial<UserUpsertedPayload>,
    ): UserUpsertedPayload => ({
      userId,
      username: `u${userId}`,
      email,
      firstName: 'Max',
      lastName: 'Muster',
      locale: 'de',
      clubId: null,
      roles: ['ROLE_USER'],
      active: true,
      enabled: true,
      paymentUntil: null,
      notificationSelection: {} as UserUpsertedPayload['notificationSelection'],
      divisionIds: [],
      ...over,
    });
    await publish(
      envelope(
        IDENTITY_EVENTS.userUpserted,
        person(81, 'dep@example.com', { firstName: 'Dan', lastName: 'Deputy', locale: 'en' }),
      ),
    );
    await publish(
      envelope(
        IDENTITY_EVENTS.userUpserted,
        person(82, 'minor@example.at', { firstName: 'Mia', lastName: 'Minor', deputyUserIds: [81] }),
      ),
    );
    await waitFor(
      async () =>
        (
          await service.ctx.database.pool.query(
            'SELECT 1 FROM notification.recipients WHERE user_id IN (81, 82)',
          )
        ).rowCount === 2,
    );
    const item = reserved({
      userId: 82,
      email: 'minor@example.at',
      firstName: 'Mia',
      lastName: 'Minor',
      onBehalf: true,
    });
    const event = envelope(REGISTRATION_EVENTS.orderItemSignedOn, item);
    await publish(event);
    await publish({ ...event, id: randomUUID() });
    const [own] = await arrivedAt('minor@example.at');
    expect(own!.text).toContain('Guten Tag Mia Minor,');
    expect(own!.text).not.toContain('Für:');
    const [copy] = await arrivedAt('dep@example.com');
    expect(copy!.subject).toBe('Registration confirmed: Landesmeisterschaft IPSC');
    expect(copy!.text).toContain('Dear Dan Deputy,');
    expect(copy!.text).toContain('For: Mia Minor');
    expect(copy!.text).not.toContain('This registration was made for you.');
    expect(copy!.text).toContain(linkOf(item));
    await settle();
    expect(mailsTo('minor@example.at')).toHaveLength(1);
    expect(mailsTo('dep@example.com')).toHaveLength(1);
    expect((await logRows(item.itemId)).map((r) => r.recipient).sort()).toEqual([
      'dep@example.com',
      'minor@example.at',
    ]);
  });

  it('when a newer club version drops its block then later confirmations come without it; an older one is ignored', async () => {
    await publish(envelope(CATALOG_EVENTS.clubUpserted, { id: CLUB, notificationBlocks: [] }, 3));
    const stale = await publish(
      envelope(
        CATALOG_EVENTS.clubUpserted,
        {
          id: CLUB,
          notificationBlocks: [{ type: { id: 1, name: 'SIGN_ON_CONFIRMATION' }, text: '<p>alt</p>' }],
        },
        2,
      ),
    );
    await waitFor(
      async () =>
        (
          await service.ctx.database.pool.query('SELECT 1 FROM notification.inbox WHERE event_id = $1', [
            stale.id,
          ])
        ).rowCount === 1,
    );
    const item = reserved({ email: 'noblock@example.at' });
    await publish(envelope(REGISTRATION_EVENTS.orderItemSignedOn, item));
    const [mail] = await arrivedAt('noblock@example.at');
    expect(mail!.html).not.toContain('30 Minuten');
    expect(mail!.html).not.toContain('alt</p>');
    expect(mail!.text).toContain('Startgeld bitte bar mitbringen.');
  });
});
