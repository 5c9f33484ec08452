import { ORDER_EVENTS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationHarness } from './notification-harness';

/**
 * The premium membership's mails (issue 12): payment's two weeks' notice of an auto-renewal and a
 * declined renewal charge arrive at a real SMTP receiver in the user's language, with the amount,
 * the day and the link to the premium page, once per event, whatever the notification selection.
 */
describe('notification mails the premium renewal notices', () => {
  const h = new NotificationHarness();

  beforeAll(async () => {
    await h.start('notifpremium');
    await h.user(3101, 'premium-de@example.at', { all: false, lastName: 'Berger' });
    await h.user(3102, 'premium-en@example.at', { locale: 'en', firstName: 'Tom', lastName: 'Hall' });
  });
  afterAll(() => h.stop());

  it('when a renewal is due then the user hears of it two weeks ahead, once, in German', async () => {
    const event = h.envelope(ORDER_EVENTS.premiumRenewalDue, {
      userId: 3101,
      email: 'premium-de@example.at',
      locale: 'de',
      renewsAt: '2027-03-15T10:00:00.000Z',
      amountCents: 2000,
    });
    await h.handled(event);
    await h.handled(event); // redelivered: no second mail
    const [mail] = await h.arrived('premium-de@example.at', 'Premium-Mitgliedschaft wird verlängert');
    expect(mail!.text).toContain('Guten Tag Max Berger,'); // switched every kind off: still told
    expect(mail!.text).toContain('am 15.03.2027 automatisch um ein Jahr (20,00 €)');
    expect(mail!.html).toContain('/#/premium"');
    await h.settle();
    expect(h.mailsTo('premium-de@example.at')).toHaveLength(1);
  });

  it('when the saved card refuses the renewal then the user is told nothing was charged and how to pay, in English', async () => {
    await h.handled(
      h.envelope(ORDER_EVENTS.premiumRenewalDeclined, {
        userId: 3102,
        email: 'premium-en@example.at',
        locale: 'en',
        paymentId: 'a1b2c3',
        amountCents: 2000,
        validUntil: '2027-03-15T10:00:00.000Z',
        reason: 'card_declined',
      }),
    );
    const [mail] = await h.arrived('premium-en@example.at', 'Renewal of your premium membership failed');
    expect(mail!.text).toContain('Dear Tom Hall,');
    expect(mail!.text).toContain('The charge of 20,00 € for renewing your premium membership was declined.');
    expect(mail!.text).toContain('ended on 15.03.2027');
    expect(mail!.text).toContain('Nothing was charged.');
    expect(mail!.html).toContain('/#/premium"');
  });
});
