import path from 'node:path';
import { createTestInfra, waitFor, type TestInfra } from '@portal/service-kit/testing';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/mail-catcher';
import { freePort, ROOT, startStack, type RunningStack } from '../../scripts/stack';
import { startReplicaHost, type ReplicaHost } from './replicaHost';
import { replicasCaughtUp } from './replicas';
import { seededTemplate } from './seeded-template';

export interface Portal {
  infra: TestInfra;
  /** the processes, when they run in the test's own process (one replica each) */
  stack: RunningStack | null;
  /** with `replicas` > 1: the replicated stack in a process of its own (rollout, pids; docs/replicas.md) */
  replicated: ReplicaHost | null;
  mail: MailCatcher;
  url: string;
  /** the newest mail to `to` whose subject matches, waiting for it to arrive */
  mailTo(to: string, subject?: RegExp): Promise<CaughtMail>;
  stop(): Promise<void>;
}

/**
 * The whole system as child processes on free ports, with demo data and a real SMTP catcher;
 * `env` adds or overrides the services' configuration (e.g. a shorter sweep interval); `replicas`
 * runs that many processes of every component behind balancers, as `REPLICAS=n npm start` does.
 */
export async function startPortal(env: Record<string, string> = {}, replicas = 1): Promise<Portal> {
  // every schema and the demo data, copied from a template made once (docs/testing.md)
  const infra = await createTestInfra('e2e', { template: await seededTemplate() });
  // every mail of a run is kept: the replica proof counts thousands (docs/replicas.md)
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0, kept: 100_000 });
  const gatewayPort = await freePort();
  const url = `http://127.0.0.1:${gatewayPort}`;
  const options = {
    env: {
      ...infra.env,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      PUBLIC_BASE_URL: url,
      CONSUMER_RETRY_BASE_MS: '200',
      ...env,
    },
    freePorts: true,
    gatewayPort,
    webDist: path.join(ROOT, 'web/dist'),
  };
  const replicated = replicas > 1 ? await startReplicaHost(options.env, gatewayPort, replicas) : null;
  const stack = replicated ? null : await startStack(options);
  // the seed's events reach the replicas once the services run (identity checks catalog ids against its own)
  await replicasCaughtUp(infra);
  return {
    infra,
    stack,
    replicated,
    mail,
    url,
    mailTo: (to, subject) =>
      waitFor(
        async () => mail.messages().find((m) => m.to.includes(to) && (!subject || subject.test(m.subject))),
        20_000,
        100,
      ),
    async stop() {
      await (stack ?? replicated)!.stop();
      await mail.stop();
      await infra.cleanup();
    },
  };
}

/** The link of a mail that leads to `route`, e.g. confirmRegistration. */
export function linkIn(mail: CaughtMail, route: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S+/#/${route}/[\\w-]+`));
  if (!match) throw new Error(`no ${route} link in mail "${mail.subject}"`);
  return match[0];
}
