import { randomUUID } from 'node:crypto';
import {
  CATALOG_EVENTS,
  IDENTITY_EVENTS,
  NOTIFICATION_FLAGS,
  type EventEnvelope,
  type NotificationFlag,
  type OrderItemRef,
  type UserUpsertedPayload,
} from '@portal/contracts';
import { createTokenVerifier, startService, type BaseConfig, type RunningService } from '@portal/service-kit';
import {
  consumerQueues,
  createTestInfra,
  createTestKeys,
  waitFor,
  type TestInfra,
} from '@portal/service-kit/testing';
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import { startMailCatcher, type MailCatcher } from '../../../scripts/mail-catcher';
import { freePort } from '../../../scripts/stack';
import { notificationService, type NotificationParts } from '../src/service';

export const PUBLIC_BASE_URL = 'https://portal.example.at';
export const MAX_ATTEMPTS = 8;

/** The club's six blocks, each naming its type so a test sees which one a mail carries. */
export const BLOCKS = [
  'SIGN_ON_CONFIRMATION',
  'WAITING_LIST_CHANGE',
  'UPCOMING',
  'SIGN_OFF',
  'CANCELLATION',
  'PAYMENT_RECEIVED',
].map((name, i) => ({ type: { id: i + 1, name }, text: `<p>Block ${name} &amp; mehr</p>` }));

/**
 * notification started for real (PostgreSQL, Redis, RabbitMQ, an SMTP receiver), and the events
 * its publishers send, published through the real broker as their outbox relays would.
 */
export class NotificationHarness {
  infra!: TestInfra;
  service!: RunningService<BaseConfig, NotificationParts>;
  catcher!: MailCatcher;
  private connection!: ChannelModel;
  private channel!: ConfirmChannel;
  queue = '';
  keys!: Awaited<ReturnType<typeof createTestKeys>>;
  private nextId = 5000;

  async start(name: string, env: Record<string, string> = {}) {
    this.infra = await createTestInfra(name);
    this.queue = `${this.infra.queuePrefix}.notification`;
    const smtpPort = await freePort();
    this.catcher = await startMailCatcher({ smtpPort, httpPort: 0 });
    this.keys = await createTestKeys();
    this.env = {
      ...this.infra.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_BASE_URL,
      CONSUMER_RETRY_BASE_MS: '300',
      CONSUMER_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      ...env,
    };
    await this.startProcess();
    this.connection = await amqp.connect(this.infra.env.AMQP_URL);
    this.channel = await this.connection.createConfirmChannel();
    return this;
  }

  private env: Record<string, string | undefined> = {};

  /** Starts (again) the notification process on the same database, broker and Redis. */
  async startProcess() {
    this.service = await startService(notificationService, this.env, {
      verifyToken: createTokenVerifier({ keys: this.keys.jwks }),
    });
  }

  /** Another notification process on the same database, broker, Redis and SMTP receiver: a second replica. */
  async startReplica(): Promise<RunningService<BaseConfig, NotificationParts>> {
    return startService(notificationService, this.env, {
      verifyToken: createTokenVerifier({ keys: this.keys.jwks }),
    });
  }

  async stop() {
    await this.connection?.close();
    await this.service?.stop();
    await this.catcher?.stop();
    await this.infra?.cleanup(consumerQueues(this.queue, MAX_ATTEMPTS));
  }

  id = () => this.nextId++;

  envelope<P>(type: string, payload: P, version = 1): EventEnvelope<P> {
    return {
      id: randomUUID(),
      type,
      version,
      occurredAt: new Date().toISOString(),
      producer: type.split('.')[0]!,
      correlationId: null,
      payload,
    };
  }

  async publish<P>(event: EventEnvelope<P>): Promise<EventEnvelope<P>> {
    this.channel.publish(this.infra.exchange, event.type, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      contentType: 'application/json',
      messageId: event.id,
    });
    await this.channel.waitForConfirms();
    return event;
  }

  /** Publishes and waits until the consumer has handled it (its inbox row). */
  async handled<P>(event: EventEnvelope<P>) {
    await this.publish(event);
    await waitFor(
      async () =>
        ((await this.query('SELECT 1 FROM notification.inbox WHERE event_id = $1', [event.id])).length ?? 0) >
        0,
    );
    return event;
  }

  query = async (text: string, values: unknown[] = []) =>
    (await this.service.ctx.database.pool.query(text, values)).rows;

  mailsTo = (address: string) => this.catcher.messages().filter((m) => m.to.includes(address));
  mailsOf = (address: string, subjectPart: string) =>
    this.mailsTo(address).filter((m) => m.subject.includes(subjectPart));

  async arrived(address: string, subjectPart: string, count = 1) {
    return waitFor(async () => {
      const found = this.mailsOf(address, subjectPart);
      return found.length >= count && found;
    }, 30_000);
  }

  /** The first mail to an address whose text contains a part (when several mails share a subject). */
  async arrivedWith(address: string, textPart: string) {
    return waitFor(async () => this.mailsTo(address).find((m) => m.text.includes(textPart)), 30_000);
  }

  /** Lets everything published before through: a marker mail behind it has arrived. */
  async settle() {
    const email = `marker-${randomUUID()}@example.at`;
    await this.publish(
      this.envelope(IDENTITY_EVENTS.userRegistered, {
        userId: this.id(),
        username: 'marker',
        email,
        firstName: 'Mark',
        lastName: 'Er',
        salutation: null,
        locale: 'de',
        verificationToken: randomUUID().replace(/-/g, ''),
      }),
    );
    await waitFor(async () => this.mailsTo(email).length > 0);
    await new Promise((r) => setTimeout(r, 300));
  }

  async club(id: number, name: string) {
    await this.handled(
      this.envelope(CATALOG_EVENTS.clubUpserted, {
        id,
        name,
        country: 'at',
        logo: { id: 1, publicId: `logo-${id}`, fileName: 'logo.png' },
        notificationBlocks: BLOCKS,
      }),
    );
  }

  async user(
    userId: number,
    email: string,
    over: Partial<UserUpsertedPayload> & {
      flags?: Partial<Record<NotificationFlag, boolean>>;
      all?: boolean;
    } = {},
  ) {
    const { flags, all = true, ...rest } = over;
    const selection = Object.fromEntries(
      NOTIFICATION_FLAGS.map((f) => [f, flags?.[f] ?? all]),
    ) as UserUpsertedPayload['notificationSelection'];
    const payload: UserUpsertedPayload = {
      userId,
      username: `u${userId}`,
      email,
      firstName: 'Max',
      lastName: `Muster${userId}`,
      locale: 'de',
      clubId: null,
      roles: ['ROLE_USER'],
      active: true,
      enabled: true,
      paymentUntil: null,
      notificationSelection: selection,
      divisionIds: [],
      deputyUserIds: [],
      ...rest,
    };
    await this.handled(this.envelope(IDENTITY_EVENTS.userUpserted, payload, this.id()));
    return payload;
  }

  /** A catalog competition snapshot with what notification reads; `version` orders them. */
  competition(id: number, clubId: number, over: Record<string, unknown> = {}) {
    return {
      id,
      club: { id: clubId, name: 'Club', hasBankInformation: false },
      name: `Landescup ${id}`,
      event: false,
      publicLink: `pub-${id}`,
      competitionDate: new Date(Date.now() + 60 * 24 * 3600_000).toISOString(),
      registration: true,
      registrationStart: null,
      registrationEnd: null,
      payOnTime: 9,
      firstPaymentReminder: null,
      secondPaymentReminder: null,
      autoSubscriptionCancelation: false,
      division_ids: [1],
      viewType: 'ALL',
      active: true,
      cancelled: false,
      deletedAt: null,
      notificationBlocks: [],
      ...over,
    };
  }

  item(over: Partial<OrderItemRef> & { competitionId: number; clubId: number }): OrderItemRef {
    const itemId = this.id();
    return {
      itemId,
      orderId: itemId,
      token: randomUUID().replace(/-/g, ''),
      userId: null,
      email: `item${itemId}@example.at`,
      firstName: 'Anna',
      lastName: 'Huber',
      locale: 'de',
      competitionName: `Landescup ${over.competitionId}`,
      competitionDate: '2026-12-05T08:00:00.000Z',
      squadId: 1,
      squadName: 'Squad 3',
      waitingList: false,
      ...over,
    };
  }

  /** Calls notification's HTTP API as the holder of a token (none: a guest). */
  async api(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
    const res = await fetch(`http://127.0.0.1:${this.service.port}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }

  itemLink = (item: { itemId: number; token: string }) =>
    `${PUBLIC_BASE_URL}/#/publicOrderItems/${item.itemId}/${item.token}`;
}
