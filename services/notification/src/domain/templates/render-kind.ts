import type { Locale, RenderedMail } from '../mail';
import type { MailFacts, MailKindTemplate } from './kind';
import { renderLayout, type MailClub } from './layout';

const LABELS = {
  de: {
    competition: 'Bewerb',
    date: 'Datum',
    squad: 'Squad',
    fromSquad: 'Bisheriger Squad',
    waitingList: 'Warteliste',
    shooter: 'Schütze/Schützin',
    forName: 'Für',
    registrationStart: 'Anmeldebeginn',
    registrationEnd: 'Anmeldeschluss',
    action: {
      registration: 'Anmeldung ansehen',
      competition: 'Bewerb ansehen',
      orderItemList: 'Anmeldungen ansehen',
      users: 'Benutzer ansehen',
    },
  },
  en: {
    competition: 'Competition',
    date: 'Date',
    squad: 'Squad',
    fromSquad: 'Previous squad',
    waitingList: 'Waiting list',
    shooter: 'Shooter',
    forName: 'For',
    registrationStart: 'Registration opens',
    registrationEnd: 'Registration closes',
    action: {
      registration: 'View registration',
      competition: 'View competition',
      orderItemList: 'View registrations',
      users: 'View users',
    },
  },
} as const;

export interface KindRenderInput {
  greeting: string;
  facts: MailFacts;
  /** the club's and the competition's block of the kind's type */
  blocks: string[];
  club: MailClub | null;
  link: string;
}

/** A kind's mail in the shared layout: its own text, the details it has, the blocks, the link. */
export function renderKind(template: MailKindTemplate, locale: Locale, input: KindRenderInput): RenderedMail {
  const t = LABELS[locale];
  const f = input.facts;
  const { subject, paragraphs } = template.texts[locale](f);
  const details: [string, string][] = [];
  if (f.forName) details.push([t.forName, f.forName]);
  if (f.shooterName && template.kind !== 'newShooterRegistrations') details.push([t.shooter, f.shooterName]);
  if (f.competitionName) details.push([t.competition, f.competitionName]);
  if (f.competitionDate) details.push([t.date, f.competitionDate]);
  if (f.squadName) details.push([t.squad, f.waitingList ? `${f.squadName} (${t.waitingList})` : f.squadName]);
  if (f.fromSquadName) details.push([t.fromSquad, f.fromSquadName]);
  if (f.registrationStart) details.push([t.registrationStart, f.registrationStart]);
  if (f.registrationEnd) details.push([t.registrationEnd, f.registrationEnd]);
  return renderLayout({
    locale,
    subject,
    greeting: input.greeting,
    paragraphs,
    details,
    blocks: input.blocks,
    action: { label: t.action[template.action], link: input.link },
    club: input.club,
  });
}
