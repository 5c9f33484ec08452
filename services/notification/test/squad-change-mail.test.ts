import { ORDER_EVENTS, REGISTRATION_EVENTS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationHarness } from './notification-harness';

const CLUB = 23;
const COMPETITION = 730;

/**
 * Moves and swaps of squads (issue 20 item 9): registration's `order-item.squad-changed`, through
 * the real broker and a real SMTP receiver, tells the shooter (and their deputies) where they shoot
 * now, in their language, once per change, whatever their profile switches say.
 */
describe('notification mails every squad move and both sides of a swap', () => {
  const h = new NotificationHarness();
  let anna: Awaited<ReturnType<NotificationHarness['user']>>;
  let john: Awaited<ReturnType<NotificationHarness['user']>>;

  beforeAll(async () => {
    await h.start('notifsquad');
    await h.club(CLUB, 'SV Squad');
    await h.user(2301, 'deputy23@example.at', { firstName: 'Dora', lastName: 'Deputy' });
    anna = await h.user(2302, 'anna23@example.at', {
      firstName: 'Anna',
      lastName: 'Huber',
      deputyUserIds: [2301],
      all: false, // every switch off: a move is still told
    });
    john = await h.user(2303, 'john23@example.com', { firstName: 'John', lastName: 'Smith', locale: 'en' });
  });
  afterAll(() => h.stop());

  const item = (over: Parameters<NotificationHarness['item']>[0] extends infer T ? Partial<T> : never = {}) =>
    h.item({ competitionId: COMPETITION, clubId: CLUB, ...over });
  const changed = (ref: ReturnType<typeof item>, fromSquadName: string, swappedWithItemId: number | null) =>
    h.envelope(ORDER_EVENTS.orderItemSquadChanged, {
      ...ref,
      fromSquadId: 9,
      fromSquadName,
      swappedWithItemId,
    });

  it('when a registration moves then its shooter and their deputy get the move mail with old and new squad, once per move', async () => {
    const moved = item({ userId: anna.userId, email: anna.email, squadName: 'Squad 4' });
    const event = changed(moved, 'Squad 1', null);
    await h.publish(event);
    await h.publish(event); // a redelivery mails nothing more
    const [mail] = await h.arrived('anna23@example.at', 'Squad geändert');
    expect(mail!.subject).toBe(`Squad geändert: Landescup ${COMPETITION}`);
    expect(mail!.text).toContain('vom Squad Squad 1 in den Squad Squad 4 verschoben');
    expect(mail!.text).toContain('Bisheriger Squad: Squad 1');
    expect(mail!.html).toContain(`href="${h.itemLink(moved)}"`);
    const [copy] = await h.arrived('deputy23@example.at', 'Squad geändert');
    expect(copy!.text).toContain('Für: Anna Huber');
    // a second move is a new change: a second mail
    await h.publish(changed({ ...moved, squadName: 'Squad 5' }, 'Squad 4', null));
    await h.arrivedWith('anna23@example.at', 'vom Squad Squad 4 in den Squad Squad 5 verschoben');
    await h.settle();
    expect(h.mailsOf('anna23@example.at', 'Squad geändert')).toHaveLength(2);
  });

  it('when two registrations are swapped then both shooters are told, each in their language, a guest too', async () => {
    const english = item({
      userId: john.userId,
      email: john.email,
      locale: 'en',
      firstName: 'John',
      lastName: 'Smith',
      squadName: 'Squad 2',
    });
    const guest = item({ email: 'guest23@example.at', squadName: 'Squad 7', waitingList: true });
    await h.publish(changed(english, 'Squad 7', guest.itemId));
    await h.publish(changed(guest, 'Squad 2', english.itemId));
    const [en] = await h.arrived('john23@example.com', 'Squad changed');
    expect(en!.text).toContain('swapped your registration with another one');
    expect(en!.text).toContain('squad Squad 2 instead of squad Squad 7');
    expect(en!.text).toContain('Dear John Smith,');
    const [de] = await h.arrived('guest23@example.at', 'Squad geändert');
    expect(de!.text).toContain('mit einer anderen getauscht');
    expect(de!.text).toContain('Sie stehen dort auf der Warteliste.');
  });

  it('when an item is removed from the cart then its registrant is told the place is released, in their language, once', async () => {
    const removed = item({ email: 'cart23@example.com', locale: 'en', firstName: 'Carl', lastName: 'Cart' });
    const event = h.envelope(REGISTRATION_EVENTS.orderItemRemovedFromCart, removed);
    await h.publish(event);
    await h.publish(event);
    const [mail] = await h.arrived('cart23@example.com', 'Removed from your cart');
    expect(mail!.text).toContain('removed from your cart and the reserved place released');
    expect(mail!.text).toContain('Dear Carl Cart,');
    await h.settle();
    expect(h.mailsTo('cart23@example.com')).toHaveLength(1);
  });
});
