import { randomUUID } from 'node:crypto';
import { CATALOG_EVENTS, ORDER_EVENTS, REGISTRATION_EVENTS, type OrderSubmitted } from '@portal/contracts';
import { parseEpcPayload, registrationReference } from '@portal/epc';
import { decodeQrPng } from '@portal/epc/testing';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationHarness } from './notification-harness';
import { partText, startRawReceiver } from './raw-smtp';

const CLUB = 27;
const CLUB_NO_BANK = 28;
const COMPETITION = 900;

/**
 * The sign-on confirmation's transfer details (issue 12 item 4) through the real broker and a real
 * SMTP receiver: a bank-transfer checkout (`registration.order.submitted`, DEPOSIT) mails each
 * registration's IBAN, BIC, amount and reference and its EPC QR code as an inline image, which a
 * real QR decoder reads back to exactly the EPC069-12 fields; cash on site mails no code.
 */
describe('notification mails the EPC QR code of a registration paid by bank transfer', () => {
  const h = new NotificationHarness();
  let smtp: Awaited<ReturnType<typeof startRawReceiver>>;

  beforeAll(async () => {
    smtp = await startRawReceiver();
    await h.start('notiftransfer', { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    // the club as catalog publishes it: long name, bank data (IBAN with spaces, as typed)
    await h.handled(
      h.envelope(CATALOG_EVENTS.clubUpserted, {
        id: CLUB,
        name: 'SV Floridsdorf',
        longName: 'Schützenverein Wien-Floridsdorf',
        country: 'at',
        logo: null,
        bankInformation: { name: 'Erste Bank', bic: 'GIBAATWWXXX', iban: 'AT61 1904 3002 3457 3201' },
        notificationBlocks: [],
      }),
    );
    await h.handled(
      h.envelope(CATALOG_EVENTS.clubUpserted, {
        id: CLUB_NO_BANK,
        name: 'SV Ohne Konto',
        longName: 'SV Ohne Konto',
        country: 'at',
        logo: null,
        bankInformation: null,
        notificationBlocks: [],
      }),
    );
  });
  afterAll(async () => {
    await h.stop();
    await smtp?.stop();
  });

  const order = (
    paymentMethod: OrderSubmitted['paymentMethod'],
    items: OrderSubmitted['items'],
  ): OrderSubmitted => ({
    cartId: h.id(),
    orderIds: items.map((i) => i.orderId),
    userId: items[0]!.userId,
    email: items[0]!.email,
    locale: items[0]!.locale,
    paymentMethod,
    items,
  });
  const item = (over: Partial<OrderSubmitted['items'][number]> = {}) => ({
    ...h.item({ competitionId: COMPETITION, clubId: CLUB, competitionName: 'Landescup Wien' }),
    amountCents: 2500,
    ...over,
  });
  // handled = its inbox row committed, which happens after the handler gave the mail to SMTP
  const submitted = (o: OrderSubmitted) => h.envelope(ORDER_EVENTS.orderSubmitted, o);
  const arrived = (address: string, count = 1) =>
    waitFor(async () => {
      const mails = smtp.mailsTo(address);
      return mails.length >= count && mails;
    }, 30_000);

  it('when a cart is checked out by transfer then each registration mail carries an inline EPC QR code that decodes to exactly its transfer, and the same text', async () => {
    const paid = item({ email: 'anna@example.at' });
    const event = await h.handled(submitted(order('DEPOSIT', [paid])));
    const [mail] = await arrived('anna@example.at');
    const png = mail!.parts.find((p) => p.headers['content-type']?.startsWith('image/png'));
    expect(png).toBeDefined();
    // inline, and the HTML shows exactly this attachment
    const cid = /<([^>]+)>/.exec(png!.headers['content-id'] ?? '')?.[1];
    expect(png!.headers['content-disposition']).toMatch(/^inline/);
    expect(partText(mail!, 'text/html')).toContain(`<img src="cid:${cid}"`);
    const reference = registrationReference(paid.itemId);
    expect(reference).toMatch(new RegExp(`^RF\\d{2}REG${paid.itemId}$`));
    expect(parseEpcPayload(decodeQrPng(png!.content))).toEqual({
      serviceTag: 'BCD',
      version: '002',
      characterSet: '1',
      identification: 'SCT',
      bic: 'GIBAATWWXXX',
      name: 'Schützenverein Wien-Floridsdorf',
      iban: 'AT611904300234573201',
      amount: 'EUR25.00',
      purpose: '',
      reference,
      text: '',
      information: 'Landescup Wien, Anna Huber',
    });
    const text = partText(mail!, 'text/plain');
    expect(text).toContain('Guten Tag Anna Huber,');
    expect(text).toContain('Betrag: EUR 25,00');
    expect(text).toContain('Empfänger: Schützenverein Wien-Floridsdorf');
    expect(text).toContain('IBAN: AT61 1904 3002 3457 3201');
    expect(text).toContain('BIC: GIBAATWWXXX');
    expect(text).toContain(`Zahlungsreferenz: ${reference}`);
    expect(text).toContain(h.itemLink(paid));

    // the same checkout announced again (a new event id): no second mail
    await h.handled({ ...event, id: randomUUID() });
    expect(smtp.mailsTo('anna@example.at')).toHaveLength(1);
    const rows = await h.query(
      `SELECT type, status, cause, competition_id AS "competitionId" FROM notification.mail_log
       WHERE recipient = 'anna@example.at'`,
    );
    expect(rows).toEqual([
      {
        type: 'sign-on-confirmation',
        status: 'sent',
        cause: `item:${paid.itemId}:transfer`,
        competitionId: COMPETITION,
      },
    ]);
  });

  it('writes the English mail with the English amount and labels', async () => {
    const paid = item({
      email: 'john@example.com',
      firstName: 'John',
      lastName: 'Smith',
      locale: 'en',
      amountCents: 1205,
    });
    await h.handled(submitted(order('DEPOSIT', [paid])));
    const [mail] = await arrived('john@example.com');
    const text = partText(mail!, 'text/plain');
    expect(text).toContain('Dear John Smith,');
    expect(text).toContain('Amount: EUR 12.05');
    expect(text).toContain(`Payment reference: ${registrationReference(paid.itemId)}`);
    const png = mail!.parts.find((p) => p.headers['content-type']?.startsWith('image/png'));
    expect(parseEpcPayload(decodeQrPng(png!.content)).amount).toBe('EUR12.05');
  });

  it('when paid cash on site, or by card, then no transfer mail goes; waiting-list entries and free places pay nothing now', async () => {
    await h.handled(submitted(order('PAY_ON_SITE', [item({ email: 'cash@example.at' })])));
    await h.handled(submitted(order('CARD', [item({ email: 'card@example.at' })])));
    const waiting = item({ email: 'waiting@example.at', waitingList: true });
    const free = item({ email: 'free@example.at', amountCents: 0 });
    const due = item({ email: 'due@example.at' });
    await h.handled(submitted(order('DEPOSIT', [waiting, free, due])));
    await arrived('due@example.at');
    for (const address of ['cash@example.at', 'card@example.at', 'waiting@example.at', 'free@example.at'])
      expect(smtp.mailsTo(address)).toEqual([]);
  });

  it('when a waiting-list entry of a transfer checkout gets its place then its transfer details and EPC code are mailed (issue 20)', async () => {
    const waiting = item({ email: 'promoted@example.at', waitingList: true, amountCents: 3000 });
    await h.handled(submitted(order('DEPOSIT', [waiting])));
    expect(smtp.mailsTo('promoted@example.at')).toEqual([]);
    const { amountCents, competitionName, competitionDate, clubId, squadName, email } = waiting;
    await h.handled(
      h.envelope(REGISTRATION_EVENTS.orderItemPromoted, {
        itemId: waiting.itemId,
        orderId: waiting.orderId,
        userId: waiting.userId,
        competitionId: waiting.competitionId,
        squadId: 1,
        email,
        locale: 'de',
        firstName: waiting.firstName,
        lastName: waiting.lastName,
        token: waiting.token,
        transfer: { email, competitionName, competitionDate, clubId, squadName, amountCents },
      }),
    );
    const mails = await waitFor(async () => {
      const all = smtp.mailsTo('promoted@example.at');
      return all.some((m) => partText(m, 'text/plain').includes('IBAN')) && all;
    }, 30_000);
    const mail = mails.find((m) => partText(m, 'text/plain').includes('IBAN'))!;
    const text = partText(mail, 'text/plain');
    expect(text).toContain('Betrag: EUR 30,00');
    expect(text).toContain('Empfänger: Schützenverein Wien-Floridsdorf');
    expect(text).toContain('IBAN: AT61 1904 3002 3457 3201');
    expect(text).toContain('BIC: GIBAATWWXXX');
    expect(text).toContain(`Zahlungsreferenz: ${registrationReference(waiting.itemId)}`);
    const png = mail.parts.find((p) => p.headers['content-type']?.startsWith('image/png'));
    expect(parseEpcPayload(decodeQrPng(png!.content)).amount).toBe('EUR30.00');
    // a promotion of another method's entry owes no transfer: no details mailed
    const cash = item({ email: 'promoted-cash@example.at', waitingList: true });
    await h.handled(
      h.envelope(REGISTRATION_EVENTS.orderItemPromoted, {
        itemId: cash.itemId,
        orderId: cash.orderId,
        userId: cash.userId,
        competitionId: cash.competitionId,
        squadId: 1,
        email: cash.email,
        locale: 'de',
        firstName: cash.firstName,
        lastName: cash.lastName,
        token: cash.token,
        transfer: null,
      }),
    );
    const logged = await h.query(`SELECT 1 FROM notification.mail_log WHERE cause = $1`, [
      `item:${cash.itemId}:transfer`,
    ]);
    expect(logged).toEqual([]);
  });

  it('when the registration was paid or cancelled before the checkout reached notification then no transfer is asked for', async () => {
    const paid = item({ email: 'already-paid@example.at' });
    const cancelled = item({ email: 'already-cancelled@example.at' });
    await h.handled(
      h.envelope(ORDER_EVENTS.orderItemPaymentChanged, {
        ...paid,
        paid: true,
        paid2: false,
        by: 'ADMINISTRATOR',
        paymentId: null,
      }),
    );
    await h.handled(
      h.envelope(ORDER_EVENTS.orderItemCancelled, { ...cancelled, by: 'SHOOTER', promotedItemIds: [] }),
    );
    const paidMails = smtp.mailsTo(paid.email!).length;
    const cancelledMails = smtp.mailsTo(cancelled.email!).length;
    await h.handled(submitted(order('DEPOSIT', [paid, cancelled])));
    // only the payment and cancellation mails themselves, no transfer details
    expect(smtp.mailsTo(paid.email!)).toHaveLength(paidMails);
    expect(smtp.mailsTo(cancelled.email!)).toHaveLength(cancelledMails);
    const logged = await h.query(`SELECT 1 FROM notification.mail_log WHERE cause IN ($1, $2)`, [
      `item:${paid.itemId}:transfer`,
      `item:${cancelled.itemId}:transfer`,
    ]);
    expect(logged).toEqual([]);
  });

  it('when the registrant switched the sign-on confirmation off then no transfer mail goes to them', async () => {
    const quiet = await h.user(h.id(), 'quiet@example.at', {
      flags: { registrationChangeRegistrationSuccess: false },
    });
    await h.handled(submitted(order('DEPOSIT', [item({ userId: quiet.userId, email: quiet.email })])));
    expect(smtp.mailsTo('quiet@example.at')).toEqual([]);
  });

  it('when the registrant has a deputy then the deputy, who may be the one paying, gets the same code naming whom it is for', async () => {
    const deputy = await h.user(h.id(), 'payer@example.com', {
      firstName: 'Paul',
      lastName: 'Payer',
      locale: 'en',
    });
    const minor = await h.user(h.id(), 'kid@example.at', {
      firstName: 'Kim',
      lastName: 'Kind',
      deputyUserIds: [deputy.userId],
    });
    const paid = item({ userId: minor.userId, email: minor.email, firstName: 'Kim', lastName: 'Kind' });
    await h.handled(submitted(order('DEPOSIT', [paid])));
    const [own] = await arrived(minor.email);
    const [copy] = await arrived(deputy.email);
    const text = partText(copy!, 'text/plain');
    expect(text).toContain('Dear Paul Payer,');
    expect(text).toContain('For: Kim Kind');
    expect(text).toContain('Amount: EUR 25.00');
    const code = (mail: typeof own) =>
      decodeQrPng(mail!.parts.find((p) => p.headers['content-type']?.startsWith('image/png'))!.content);
    expect(code(copy)).toBe(code(own));
    expect(parseEpcPayload(code(copy)).reference).toBe(registrationReference(paid.itemId));
    expect(partText(own!, 'text/plain')).not.toContain('Für:');
  });

  it('when the club has no bank data then the mail gives amount and reference without a code', async () => {
    const paid = item({ email: 'nobank@example.at', clubId: CLUB_NO_BANK });
    await h.handled(submitted(order('DEPOSIT', [paid])));
    const [mail] = await arrived('nobank@example.at');
    expect(mail!.parts.some((p) => p.headers['content-type']?.startsWith('image/'))).toBe(false);
    const text = partText(mail!, 'text/plain');
    expect(text).toContain('Betrag: EUR 25,00');
    expect(text).toContain(`Zahlungsreferenz: ${registrationReference(paid.itemId)}`);
    expect(text).not.toContain('IBAN');
    expect(partText(mail!, 'text/html')).not.toContain('cid:');
  });
});
