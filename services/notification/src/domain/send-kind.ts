import { formatViennaDate, formatViennaDateTime } from '@portal/contracts';
import type { DbExecutor, Logger } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { blockOfType, clubForMail } from '../db/club-blocks';
import type { MailBlock } from '../db/club-blocks';
import { causeKey } from './cause-key';
import { downloadLink } from './links';
import { localeOf } from './mail';
import { deliverMail, type DeliveryOutcome, type Mailer, type SentMarks } from './mail-delivery';
import { greeting } from './templates/greeting';
import { BLOCK_TYPES, type MailFacts, type MailKind } from './templates/kind';
import { MAIL_KINDS } from './templates/kinds';
import { renderKind } from './templates/render-kind';

export interface KindDeps {
  mailer: Mailer;
  sentMarks: SentMarks;
  logger: Logger;
  publicBaseUrl: string;
}

/** Facts with raw instants: they are formatted in the club's time zone when the mail is made. */
export interface RawFacts {
  competitionName?: string;
  competitionDate?: string | Date | null;
  /** the start reminder names the hour too */
  withTime?: boolean;
  squadName?: string | null;
  waitingList?: boolean;
  shooterName?: string | null;
  dueDate?: string | Date | null;
  registrationStart?: string | Date | null;
  registrationEnd?: string | Date | null;
  forName?: string | null;
  secondPayment?: boolean;
  fromSquadName?: string | null;
  swapped?: boolean;
}

export interface KindMail {
  kind: MailKind;
  /** why: with the kind it makes the once-only key (`item:12`, `item:12:first`, …) */
  cause: string;
  to: { email: string; locale: string; firstName: string; lastName: string };
  /** whom the mail concerns (the shooter, also on a deputy's copy) for the mail log */
  userId: number | null;
  clubId: number | null;
  competitionId: number | null;
  /** the competition's own blocks, shown after the club's of the kind's type */
  competitionBlocks?: MailBlock[];
  facts: RawFacts;
  link: string;
}

/**
 * Renders a kind's mail in the recipient's language with the club's head and block, and hands it
 * over once per kind, cause and recipient (mail log + sent marks, see deliverMail); concurrent
 * handlers of the same mail wait for each other on an advisory lock.
 */
export async function sendKind(tx: DbExecutor, deps: KindDeps, mail: KindMail): Promise<DeliveryOutcome> {
  const template = MAIL_KINDS[mail.kind];
  const locale = localeOf(mail.to.locale);
  const club = mail.clubId === null ? null : await clubForMail(tx, mail.clubId);
  // Vienna time for every club (docs/time-zone.md)
  const at = (value: string | Date | null | undefined, withTime = false) =>
    value ? (withTime ? formatViennaDateTime : formatViennaDate)(value) : null;
  const f = mail.facts;
  const facts: MailFacts = {
    competitionName: f.competitionName ?? '',
    competitionDate: at(f.competitionDate, f.withTime),
    squadName: f.squadName ?? null,
    waitingList: f.waitingList ?? false,
    shooterName: f.shooterName ?? null,
    dueDate: at(f.dueDate),
    registrationStart: at(f.registrationStart, true),
    registrationEnd: at(f.registrationEnd, true),
    forName: f.forName ?? null,
    secondPayment: f.secondPayment ?? false,
    fromSquadName: f.fromSquadName ?? null,
    swapped: f.swapped ?? false,
  };
  const type = template.block ? { id: BLOCK_TYPES[template.block], name: template.block } : null;
  const blocks = type
    ? [blockOfType(club?.blocks, type), blockOfType(mail.competitionBlocks, type)].filter(
        (b): b is string => b !== null,
      )
    : [];
  const rendered = renderKind(template, locale, {
    greeting: greeting(locale, mail.to),
    facts,
    blocks,
    club: club?.name
      ? {
          name: club.name,
          logoUrl: club.logoPublicId ? downloadLink(deps.publicBaseUrl, club.logoPublicId) : null,
        }
      : null,
    link: mail.link,
  });
  const key = causeKey(mail.kind, mail.cause);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${key}:${mail.to.email}`}))`);
  const outcome = await deliverMail(
    tx,
    deps,
    key,
    { ...rendered, type: mail.kind, to: mail.to.email },
    { cause: mail.cause, userId: mail.userId, competitionId: mail.competitionId, clubId: mail.clubId },
  );
  deps.logger[outcome === 'rejected' ? 'warn' : 'info'](
    { kind: mail.kind, cause: mail.cause, outcome },
    'notification mail',
  );
  return outcome;
}
