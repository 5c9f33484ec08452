import { parseEpcPayload, registrationReference } from '@portal/epc';
import { decodeQrPng } from '@portal/epc/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSnapshot, startPayment, type Json, type PaymentHarness } from './harness';

let h: PaymentHarness;

const item = (itemId: number, over: Record<string, unknown> = {}) => ({
  itemId,
  orderId: 500 + itemId,
  token: `token-${itemId}`,
  userId: 42,
  email: 'max@example.org',
  firstName: 'Max',
  lastName: 'Müller',
  locale: 'de',
  competitionId: 7,
  competitionName: 'Frühjahrscup',
  competitionDate: '2026-05-10T08:00:00.000Z',
  clubId: 1,
  squadId: 3,
  squadName: 'Squad 3',
  waitingList: false,
  amountCents: 4550,
  ...over,
});

const submitted = (cartId: number, paymentMethod: string, items: Json[]) => ({
  cartId,
  orderIds: items.map((i) => i.orderId),
  userId: 42,
  email: 'max@example.org',
  locale: 'de',
  paymentMethod,
  items,
});

beforeAll(async () => {
  h = await startPayment({}, 'payepc');
  await h.publish('catalog.club.upserted', 1, clubSnapshot(1));
  await h.publish('catalog.club.upserted', 1, clubSnapshot(2, { bankInformation: null }));
  await h.publish(
    'registration.order.submitted',
    1,
    submitted(10, 'DEPOSIT', [item(101), item(102, { waitingList: true })]),
  );
});
afterAll(() => h?.close());

describe('EPC QR code of a registration paid by bank transfer', () => {
  it('when the item link asks then the image decodes with a real QR decoder to exactly the EPC069-12 fields', async () => {
    const response = await h.api('/api/payments/orderItems/101/epc?token=token-101');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Json;
    const decoded = decodeQrPng(Buffer.from(body.epc, 'base64'));
    expect(decoded).toBe(body.payload);
    expect(parseEpcPayload(decoded)).toEqual({
      serviceTag: 'BCD',
      version: '002',
      characterSet: '1',
      identification: 'SCT',
      bic: 'GIBAATWWXXX',
      name: 'Schützenverein Nummer 1',
      iban: 'AT611904300234573201',
      amount: 'EUR45.50',
      purpose: '',
      reference: registrationReference(101),
      text: '',
      information: 'Frühjahrscup, Max Müller',
    });
    expect(body).toMatchObject({ itemId: 101, amountCents: 4550, reference: registrationReference(101) });
  });

  it('the shooter, the club admin and admins see it; anybody else learns nothing', async () => {
    const as = async (token?: string, query = '') =>
      (await h.api(`/api/payments/orderItems/101/epc${query}`, { token })).status;
    expect(await as(await h.tokens.shooter(42))).toBe(200);
    expect(await as(await h.tokens.clubAdmin(1))).toBe(200);
    expect(await as(await h.tokens.admin())).toBe(200);
    expect(await as(await h.tokens.portalAdmin())).toBe(200);
    expect(await as(await h.tokens.shooter(43))).toBe(404);
    expect(await as(await h.tokens.clubAdmin(2))).toBe(404);
    expect(await as()).toBe(404);
    expect(await as(undefined, '?token=token-102')).toBe(404);
    expect(await as(await h.tokens.shooter(42), '?token=wrong')).toBe(404);
  });

  it('a waiting-list entry, cash on site and unknown items have no transfer code', async () => {
    await h.publish('registration.order.submitted', 1, submitted(11, 'PAY_ON_SITE', [item(103)]));
    for (const [id, token] of [
      [102, 'token-102'],
      [103, 'token-103'],
      [999, 'x'],
    ])
      expect(await (await h.api(`/api/payments/orderItems/${id}/epc?token=${token}`)).json()).toEqual({
        error: 'ORDER_ITEM_NOT_FOUND',
      });
  });

  it('when the waiting-list entry gets its place then its transfer code answers (issue 20)', async () => {
    await h.publish('registration.order-item.promoted', 1, {
      itemId: 102,
      orderId: 602,
      userId: 42,
      competitionId: 7,
      squadId: 3,
      email: 'max@example.org',
      locale: 'de',
      firstName: 'Max',
      lastName: 'Müller',
      token: 'token-102',
    });
    const response = await h.api('/api/payments/orderItems/102/epc?token=token-102');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Json;
    expect(body).toMatchObject({
      itemId: 102,
      amountCents: 4550,
      reference: registrationReference(102),
      name: 'Schützenverein Nummer 1',
      iban: 'AT611904300234573201',
      bic: 'GIBAATWWXXX',
    });
    expect(parseEpcPayload(decodeQrPng(Buffer.from(body.epc, 'base64'))).amount).toBe('EUR45.50');
  });

  it('a club without bank data answers NO_BANK_INFORMATION; bad ids and tokens a clear 400', async () => {
    await h.publish('registration.order.submitted', 1, submitted(12, 'DEPOSIT', [item(104, { clubId: 2 })]));
    const response = await h.api('/api/payments/orderItems/104/epc?token=token-104');
    expect([response.status, await response.json()]).toEqual([409, { error: 'NO_BANK_INFORMATION' }]);
    expect((await h.api('/api/payments/orderItems/abc/epc')).status).toBe(400);
    expect((await h.api('/api/payments/orderItems/0/epc')).status).toBe(400);
    expect((await h.api(`/api/payments/orderItems/101/epc?token=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('a corrected IBAN reaches the open transfer at once; once paid or cancelled no code is due', async () => {
    await h.publish(
      'catalog.club.upserted',
      2,
      clubSnapshot(1, {
        bankInformation: { name: 'Bawag', bic: 'BAWAATWW', iban: 'DE89 3704 0044 0532 0130 00' },
      }),
    );
    const body = (await (await h.api('/api/payments/orderItems/101/epc?token=token-101')).json()) as Json;
    expect(parseEpcPayload(decodeQrPng(Buffer.from(body.epc, 'base64')))).toMatchObject({
      bic: 'BAWAATWW',
      iban: 'DE89370400440532013000',
    });
    // an older snapshot arriving late changes nothing
    await h.publish('catalog.club.upserted', 1, clubSnapshot(1));
    expect(
      ((await (await h.api('/api/payments/orderItems/101/epc?token=token-101')).json()) as Json).bic,
    ).toBe('BAWAATWW');

    const { amountCents: _amount, ...ref } = item(101);
    await h.publish('registration.order-item.payment-changed', 1, {
      ...ref,
      paid: true,
      paid2: false,
      by: 'ADMINISTRATOR',
      paymentId: null,
    });
    expect(await (await h.api('/api/payments/orderItems/101/epc?token=token-101')).json()).toEqual({
      error: 'TRANSFER_NOT_DUE',
    });
    const { amountCents: _a, ...ref5 } = item(105);
    await h.publish('registration.order.submitted', 1, submitted(13, 'DEPOSIT', [item(105)]));
    expect((await h.api('/api/payments/orderItems/105/epc?token=token-105')).status).toBe(200);
    await h.publish('registration.order-item.cancelled', 1, { ...ref5, by: 'SHOOTER', promotedItemIds: [] });
    expect((await h.api('/api/payments/orderItems/105/epc?token=token-105')).status).toBe(409);
  });
});
