import { CATALOG_EVENTS, REGISTRATION_EVENTS } from '@portal/contracts';
import type { BaseConfig, RunningService } from '@portal/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionById } from '../src/db/competitions';
import { itemById } from '../src/db/order-items';
import { itemJobs, type Reminders } from '../src/jobs/reminders';
import type { NotificationParts } from '../src/service';
import { NotificationHarness } from './notification-harness';

/** A reminder day lasts one second here; both replicas sweep every 100 ms. */
const DAY = 1000;
const CLUB = 41;
const COMPETITION = 901;
const ADMIN = 'replica-admin@example.at';

/**
 * Two notification replicas on one database, broker, Redis and SMTP receiver
 * (docs/replicas-and-schedulers.md): events consumed by either, reminder jobs added by both
 * sweeps, every reminder also run by both replicas at the same moment; each mail arrives once.
 */
describe('notification with two replicas mails every reminder once', () => {
  const h = new NotificationHarness();
  let second: RunningService<BaseConfig, NotificationParts>;

  beforeAll(async () => {
    await h.start('notifreplicas', { REMINDER_DAY_MS: String(DAY), REMINDER_SWEEP_INTERVAL_MS: '100' });
    second = await h.startReplica();
    await h.club(CLUB, 'SV Zweifach');
    await h.user(2101, ADMIN, {
      clubId: CLUB,
      roles: ['ROLE_CLUB_ADMIN'],
      all: false,
      flags: { memberCancelNoPaymentReminder: true },
    });
  }, 60_000);
  afterAll(async () => {
    await second?.stop();
    await h.stop();
  });

  it('when both replicas sweep and run the same reminders at once then each mail arrives once', async () => {
    await h.handled(
      h.envelope(
        CATALOG_EVENTS.competitionUpserted,
        h.competition(COMPETITION, CLUB, {
          payOnTime: 4,
          firstPaymentReminder: 1,
          secondPaymentReminder: 2,
          autoSubscriptionCancelation: true,
        }),
        1,
      ),
    );
    const items = Array.from({ length: 6 }, (_, i) =>
      h.item({
        competitionId: COMPETITION,
        clubId: CLUB,
        email: `replica-${i}@example.at`,
        lastName: `Zweifach${i}`,
      }),
    );
    for (const item of items) {
      const reserved = h.envelope(REGISTRATION_EVENTS.orderItemReserved, {
        ...item,
        email: item.email!,
        squadName: 'Squad 1',
        standName: null,
        competitionSignOnText: null,
        onBehalf: false,
      });
      // delivered twice (a redelivery), to whichever replica takes it: the inbox applies it once
      await h.publish(reserved);
      await h.handled(reserved);
    }
    const replicas: Reminders[] = [h.service.parts.reminders, second.parts.reminders];
    // every reminder of every item, run by both replicas at the same moment (as two sweeps would)
    await Promise.all(
      items.map(async (ref) => {
        const item = (await itemById(h.service.ctx.db, ref.itemId))!;
        const jobs = itemJobs(item, await competitionById(h.service.ctx.db, COMPETITION), {
          dayMs: DAY,
          startReminderDays: 2,
          signupEndReminderDays: 1,
        });
        expect(jobs.map((j) => j.kind).sort()).toEqual(['cancelReminder', 'payment', 'payment']);
        await Promise.all(jobs.flatMap((job) => replicas.map((r) => r.run(job))));
      }),
    );
    for (const item of items) await h.arrived(item.email!, 'Zahlungserinnerung', 2);
    await h.arrived(ADMIN, 'Unbezahlte Anmeldung wird storniert', items.length);
    // the delayed jobs of both replicas' sweeps fall due now (4 days = 4 s) and find them mailed
    await new Promise((resolve) => setTimeout(resolve, 4 * DAY));
    await h.settle();
    for (const item of items) {
      expect(h.mailsTo(item.email!)).toHaveLength(2); // the two reminders and nothing else
      expect(h.mailsOf(item.email!, 'Zahlungserinnerung')).toHaveLength(2);
    }
    const warnings = h.mailsOf(ADMIN, 'Unbezahlte Anmeldung wird storniert');
    expect(warnings).toHaveLength(items.length);
    for (const item of items) expect(warnings.filter((m) => m.text.includes(item.lastName!))).toHaveLength(1);
  });
});
