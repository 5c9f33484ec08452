import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { PORTAL_TIME_ZONE, viennaDay } from '@portal/contracts';
import ical, { ICalEventStatus, type ICalEventData } from 'ical-generator';
import type { CalendarRow } from './calendar-rows';
import { nextDay, wallTime, type WallTime } from './wall-time';

export type CalendarLocale = 'de' | 'en';

const TEXTS = {
  de: {
    cancelled: 'Abgemeldet: ',
    calledOff: 'Abgesagt: ',
    waiting: 'Warteliste: ',
    squad: 'Squad',
    page: 'Ausschreibung und Anmeldung',
    waitingNote: 'Platz auf der Warteliste, noch kein Startplatz.',
    feedName: 'Meine Bewerbe',
  },
  en: {
    cancelled: 'Cancelled: ',
    calledOff: 'Called off: ',
    waiting: 'Waiting list: ',
    squad: 'Squad',
    page: 'Competition page',
    waitingNote: 'Place on the waiting list, no starting place yet.',
    feedName: 'My competitions',
  },
} as const;

/** Where the calendar's links lead and what its entries' UIDs end with. */
export interface CalendarSite {
  publicBaseUrl: string;
  locale: CalendarLocale;
}

/**
 * An iCalendar document of the rows (docs/calendar-feed.md): one VEVENT per row, times as
 * Vienna wall-clock times under TZID Europe/Vienna with its VTIMEZONE, UTC stamps.
 */
export function calendarDocument(
  rows: CalendarRow[],
  site: CalendarSite,
  kind: 'feed' | 'competition',
): string {
  const name = kind === 'feed' ? TEXTS[site.locale].feedName : (rows[0]?.competitionName ?? '');
  const calendar = ical({
    name,
    prodId: { company: 'Schiesssport-Portal', product: 'calendar', language: site.locale.toUpperCase() },
    // no calendar-wide zone: stamps stay UTC; the events name theirs and bring its VTIMEZONE
    timezone: { name: null, generator: getVtimezoneComponent },
    x: { 'X-WR-TIMEZONE': PORTAL_TIME_ZONE },
    ttl: 3600,
  });
  const host = new URL(site.publicBaseUrl).host;
  for (const row of rows) {
    const uid = `${kind === 'feed' ? 'registration' : 'squad'}-${row.id}-${row.competitionId}@${host}`;
    const entry = entryOf(row, site, uid);
    if (entry) calendar.createEvent(entry);
  }
  return calendar.toString();
}

function entryOf(row: CalendarRow, site: CalendarSite, uid: string): ICalEventData | null {
  const times = timesOf(row);
  if (!times) return null;
  const texts = TEXTS[site.locale];
  const link = `${site.publicBaseUrl}/#/competitionDetails/${encodeURIComponent(row.publicLink ?? String(row.competitionId))}`;
  const status =
    row.cancelled || row.competitionCancelled
      ? ICalEventStatus.CANCELLED
      : row.waitingList
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED;
  const prefix = row.competitionCancelled
    ? texts.calledOff
    : row.cancelled
      ? texts.cancelled
      : row.waitingList
        ? texts.waiting
        : '';
  const title =
    row.event && row.eventName ? `${row.competitionName} – ${row.eventName}` : row.competitionName;
  const squad = !row.event && row.squadName ? row.squadName : null;
  const description = [
    squad ? `${texts.squad}: ${squad}` : null,
    row.waitingList && status !== ICalEventStatus.CANCELLED ? texts.waitingNote : null,
    `${texts.page}: ${link}`,
  ].filter((line) => line !== null);
  return {
    id: uid,
    ...times,
    timezone: PORTAL_TIME_ZONE,
    summary: `${prefix}${title}${squad ? ` (${squad})` : ''}`,
    location: placeOf(row),
    url: link,
    description: description.join('\n'),
    status,
  };
}

/**
 * The squad's day and times; a squad with a day but no start time, or a competition without
 * squad times, is an all-day entry over the competition's (Vienna) days; without any day, none.
 */
function timesOf(row: CalendarRow): { start: WallTime; end: WallTime | null; allDay: boolean } | null {
  const start = row.squadDate && row.startTime ? wallTime(row.squadDate, row.startTime) : null;
  if (start && row.squadDate) {
    const end = row.endTime ? wallTime(row.squadDate, row.endTime) : null;
    return { start, end: end && end.toDate() > start.toDate() ? end : null, allDay: false };
  }
  const first = row.squadDate ?? viennaDay(row.competitionDate);
  const last = row.squadDate ?? (viennaDay(row.competitionEndDate) || first);
  const [allDayStart, allDayEnd] = [wallTime(first), wallTime(nextDay(last > first ? last : first))];
  return allDayStart && allDayEnd ? { start: allDayStart, end: allDayEnd, allDay: true } : null;
}

function placeOf(row: CalendarRow): string | null {
  const town = [row.zip, row.city].filter(Boolean).join(' ');
  const parts = [row.address, town, row.country].filter((part) => part && part.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}
