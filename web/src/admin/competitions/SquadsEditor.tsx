import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { NamedOption } from '../api/types';
import { emptySquad, type SquadValues } from './competitionForm';
import { SquadEditor } from './SquadEditor';

interface Props {
  squads: SquadValues[];
  onChange: (squads: SquadValues[]) => void;
  /** removes squad `index` (and moves the errors of the squads after it) */
  onRemove: (index: number) => void;
  errorOf: (path: string) => string | undefined;
  competitionDate: string;
  /** the competition's chosen divisions, classes and factors: a squad may only narrow them */
  divisions: readonly NamedOption[];
  classes: readonly NamedOption[];
  factors: readonly NamedOption[];
}

/** The squads of a competition with their stands (docs/catalog.md). */
export const SquadsEditor = ({
  squads,
  onChange,
  onRemove,
  errorOf,
  competitionDate,
  divisions,
  classes,
  factors,
}: Props) => {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<SquadValues>) =>
    onChange(squads.map((squad, at) => (at === index ? { ...squad, ...change } : squad)));

  return (
    <Box data-testid="squads-editor">
      {squads.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="squads-empty">
          {t('competitions.squads.none')}
        </Typography>
      ) : null}
      {squads.map((squad, index) => (
        <SquadEditor
          key={squad.key}
          squad={squad}
          index={index}
          onChange={(change) => update(index, change)}
          onRemove={() => onRemove(index)}
          errorOf={errorOf}
          divisions={divisions}
          classes={classes}
          factors={factors}
        />
      ))}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => onChange([...squads, emptySquad(competitionDate)])}
        data-testid="squads-add"
      >
        {t('competitions.squads.add')}
      </Button>
    </Box>
  );
};
