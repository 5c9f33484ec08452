import i18next from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { billingDe } from '../src/i18n/billing.de';
import { billingEn } from '../src/i18n/billing.en';
import type { PremiumOpenPayment } from '../src/payment/billingApi';
import { OpenPremiumPayment, payableByHand } from '../src/premium/OpenPremiumPayment';

const renewal = (over: Partial<PremiumOpenPayment>): PremiumOpenPayment => ({
  id: '5d7c2a9e-0b1f-4a57-9d4b-2a0f3c1e9d11',
  userId: 7,
  kind: 'RENEWAL',
  method: 'CARD',
  amountCents: 2000,
  autoRenew: true,
  status: 'PENDING',
  reference: 'RF18PRM5D7C2A9E0B1F',
  chargeOutcome: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  paidAt: null,
  periodFrom: null,
  periodTo: null,
  transfer: null,
  ...over,
});
const transfer = {
  epc: 'iVBORw0KGgo=',
  payload: 'BCD',
  reference: 'RF18PRM5D7C2A9E0B1F',
  amountCents: 2000,
  name: 'Schießsport-Portal Österreich',
  iban: 'AT611904300234573201',
  bic: 'GIBAATWWXXX',
};

async function render(open: PremiumOpenPayment, lng: 'de' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { de: { translation: billingDe }, en: { translation: billingEn } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return renderToString(
    createElement(I18nextProvider, { i18n }, createElement(OpenPremiumPayment, { open })),
  );
}

describe('premium page: the open renewal payment', () => {
  it.each([
    ['de', 'Die Verlängerung wird von Ihrer Karte abgebucht; das kann etwas dauern.'],
    ['en', 'Your card is being charged for the renewal; this may take a moment.'],
  ] as const)(
    'while the renewal charge is processing it shows the info alert in %s, no declined warning',
    async (lng, text) => {
      const html = await render(renewal({ chargeOutcome: 'PROCESSING' }), lng);
      expect(html).toContain('data-testid="premium-renewal-processing"');
      expect(html).toContain(text);
      expect(html).not.toContain('premium-renewal-declined');
    },
  );

  it('a processing renewal is not offered for paying by hand, not even its transfer code', async () => {
    const processing = renewal({ chargeOutcome: 'PROCESSING', method: 'TRANSFER', transfer });
    expect(payableByHand(processing)).toBe(false);
    const html = await render(processing, 'en');
    expect(html).not.toContain('premium-transfer');
    expect(html).not.toContain('premium.openTransfer');
  });

  it('a declined renewal shows the warning and is offered for paying by hand', async () => {
    const declined = renewal({ chargeOutcome: 'DECLINED', method: 'TRANSFER', transfer });
    expect(payableByHand(declined)).toBe(true);
    const html = await render(declined, 'en');
    expect(html).toContain('data-testid="premium-renewal-declined"');
    expect(html).toContain('data-testid="premium-transfer"');
    // the recipient in words, not only the code (issue 20)
    for (const detail of ['premium-transfer-name', 'premium-transfer-iban', 'premium-transfer-bic'])
      expect(html).toContain(`data-testid="${detail}"`);
    expect(html).toContain('AT61 1904 3002 3457 3201'); // grouped in fours
    expect(html).not.toContain('premium-renewal-processing');
  });

  it('no open payment, or one without a charge, is payable by hand', () => {
    expect(payableByHand(null)).toBe(true);
    expect(payableByHand(renewal({}))).toBe(true);
  });
});
