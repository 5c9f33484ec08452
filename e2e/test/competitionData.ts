import { callApi } from './session';

/** What an open IPSC Handgun match needs: its type and the first division, class and factor. */
export interface IpscHandgun {
  typeId: number;
  divisionId: number;
  classId: number;
  factorId: number;
}

export const ipscHandgun = async (url: string, token: string): Promise<IpscHandgun> => {
  const types = await callApi<{ content: { id: number; name: string }[] }>(
    url,
    'competitionTypes?size=200',
    token,
  );
  const typeId = types.content.find((type) => type.name === 'IPSC Handgun')!.id;
  const divisions = await callApi<{ id: number }[]>(url, `divisions/findByCompetitionType/${typeId}`, token);
  const classes = await callApi<{ content: { id: number }[] }>(url, 'competitionClasses?size=200', token);
  const factors = await callApi<{ content: { id: number }[] }>(url, 'factors?size=200', token);
  return {
    typeId,
    divisionId: divisions[0]!.id,
    classId: classes.content[0]!.id,
    factorId: factors.content[0]!.id,
  };
};

interface MatchDates {
  /** the match and its squad, YYYY-MM-DD (09:00) */
  date: string;
  /** YYYY-MM-DD (00:00) */
  registrationStart: string;
  /** YYYY-MM-DD (20:00) */
  registrationEnd: string;
}

/**
 * The create body of an open IPSC Handgun match (pay on site, 6 stages, visible to all) with one
 * squad of 10 in the morning; `fields` adds name, level, venue, contact and the like.
 */
/** `count` morning squads of one place each on `date` (a squad's last place is easy to race for). */
export const singlePlaceSquads = (count: number, date: string) =>
  Array.from({ length: count }, (_, i) => ({
    name: `Squad ${i + 1}`,
    information: 'Vormittag',
    squadSize: 1,
    startDate: date,
    startTime: '09:00',
    endTime: '12:00',
  }));

export const matchBody = (
  ipsc: IpscHandgun,
  { date, registrationStart, registrationEnd }: MatchDates,
  fields: Record<string, unknown>,
) => ({
  competitionTypeId: ipsc.typeId,
  nominationFee: 30,
  ...fields,
  competitionDate: `${date}T09:00:00`,
  registration: true,
  registrationStart: `${registrationStart}T00:00:00`,
  registrationEnd: `${registrationEnd}T20:00:00`,
  payOnSite: true,
  stages: 6,
  viewType: 'ALL',
  division_ids: [ipsc.divisionId],
  competitionClass_ids: [ipsc.classId],
  factor_ids: [ipsc.factorId],
  squads: [
    {
      name: 'Squad 1',
      information: 'Vormittag',
      squadSize: 10,
      startDate: date,
      startTime: '09:00',
      endTime: '12:00',
    },
  ],
});
