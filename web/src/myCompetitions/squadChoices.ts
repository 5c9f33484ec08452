import type { EditSquadOption } from '@portal/contracts';
import { formatClock, formatDate } from '../public/format';

/**
 * " · DD.MM.YYYY HH:mm–HH:mm": the squad's day, start and end, Vienna wall-clock values
 * (docs/time-zone.md), as every squad label of sign-up and edit shows them.
 */
export const squadWhen = (squad: {
  startDate: string | null;
  startTime: string | null;
  endTime?: string | null;
}): string => {
  const clock = [formatClock(squad.startTime), formatClock(squad.endTime ?? null)].filter(Boolean).join('–');
  const when = [formatDate(squad.startDate), clock].filter(Boolean).join(' ');
  return when ? ` · ${when}` : '';
};

export interface SquadChoice {
  value: number;
  label: string;
  disabled: boolean;
}

/**
 * The squad list of the registration edit form: every squad of the competition, full ones marked
 * by `markFull` ("Squad 2 (voll)"). A full squad can be chosen only from the waiting list, as the backend's move
 * (move-squad.ts) then takes a waiting slot there; a registration holding a place would get
 * SQUAD_FULL, so for it a full squad is shown but disabled. The registration's own squad stays
 * choosable.
 */
export const squadChoices = (
  squads: readonly EditSquadOption[],
  item: { squadId: number; waitingList: boolean },
  markFull: (label: string) => string,
): SquadChoice[] =>
  squads.map((squad) => {
    const when = squadWhen(squad);
    const own = squad.id === item.squadId;
    return {
      value: squad.id,
      label: squad.full ? markFull(`${squad.name}${when}`) : `${squad.name}${when}`,
      disabled: squad.full && !own && !item.waitingList,
    };
  });
