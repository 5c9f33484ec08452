import { SquadsEditor } from '../../SquadsEditor';
import type { CompetitionFormPartProps } from '../useCompetitionForm';

/** The squads and their stands (competitions only); a squad may only narrow the competition's choices. */
export const SquadsTab = ({ form }: CompetitionFormPartProps) => {
  const { values, lookups } = form;
  return (
    <SquadsEditor
      squads={values.squads}
      onChange={form.changeSquads}
      onRemove={form.removeSquad}
      errorOf={form.errorOf}
      competitionDate={values.competitionDate}
      divisions={lookups.divisionOptions.filter((division) => values.division_ids.includes(division.id))}
      classes={lookups.classOptions.filter((item) => values.competitionClass_ids.includes(item.id))}
      factors={lookups.factorOptions.filter((factor) => values.factor_ids.includes(factor.id))}
    />
  );
};
