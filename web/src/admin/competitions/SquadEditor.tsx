import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import type { NamedOption } from '../api/types';
import { TextInput } from '../common/FormParts';
import { DateInput, MultiSelectInput, TimeInput, ToggleInput } from './CompetitionInputs';
import { LINK_MAX_LENGTH, SQUAD_INFORMATION_MAX_LENGTH, type SquadValues } from './competitionForm';
import { StandsEditor } from './StandsEditor';

interface Props {
  squad: SquadValues;
  index: number;
  /** merges a change into the squad */
  onChange: (change: Partial<SquadValues>) => void;
  onRemove: () => void;
  errorOf: (path: string) => string | undefined;
  /** the competition's chosen divisions, classes and factors: a squad may only narrow them */
  divisions: readonly NamedOption[];
  classes: readonly NamedOption[];
  factors: readonly NamedOption[];
}

/** One squad of the competition: its fields and its stands (docs/catalog.md, competitions and squads). */
export const SquadEditor = ({
  squad,
  index,
  onChange,
  onRemove,
  errorOf,
  divisions,
  classes,
  factors,
}: Props) => {
  const { t } = useTranslation();
  const id = (field: string) => `squad-${index}-${field}`;
  const error = (field: string) => errorOf(`squads.${index}.${field}`);
  const label = (field: string) => t(`competitions.squads.fields.${field}`);
  /** stands changed: a squad size that matched the old number of stands follows the new one */
  const setStands = (stands: SquadValues['stands']) => {
    const size = squad.squadSize.trim();
    const follows = size === '' || size === String(squad.stands.length);
    onChange({ stands, ...(follows ? { squadSize: String(stands.length) } : {}) });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }} data-testid={`squad-${index}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h3" component="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {t('competitions.squads.title', { number: index + 1, name: squad.name })}
        </Typography>
        <Tooltip title={squad.inUse ? t('competitions.squads.inUse') : t('competitions.squads.remove')}>
          <span>
            <Button
              color="error"
              size="small"
              startIcon={<DeleteIcon />}
              disabled={squad.inUse}
              onClick={() => onRemove()}
              data-testid={id('remove')}
            >
              {t('competitions.squads.remove')}
            </Button>
          </span>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          label={label('name')}
          testId={id('name')}
          value={squad.name}
          required
          error={error('name')}
          onChange={(name) => onChange({ name })}
        />
        <TextInput
          label={label('resultListLink')}
          testId={id('resultListLink')}
          value={squad.resultListLink}
          maxLength={LINK_MAX_LENGTH}
          inputMode="url"
          error={error('resultListLink')}
          onChange={(resultListLink) => onChange({ resultListLink })}
        />
        <TextInput
          label={label('information')}
          testId={id('information')}
          value={squad.information}
          required
          wide
          multiline
          maxLength={SQUAD_INFORMATION_MAX_LENGTH}
          error={error('information')}
          onChange={(information) => onChange({ information })}
        />
        <TextInput
          label={label('squadSize')}
          testId={id('squadSize')}
          value={squad.squadSize}
          required
          inputMode="numeric"
          error={error('squadSize')}
          helperText={squad.stands.length ? t('competitions.squads.sizeHint') : undefined}
          onChange={(squadSize) => onChange({ squadSize })}
        />
        <TextInput
          label={label('maxWaitingListSize')}
          testId={id('maxWaitingListSize')}
          value={squad.maxWaitingListSize}
          inputMode="numeric"
          error={error('maxWaitingListSize')}
          onChange={(maxWaitingListSize) => onChange({ maxWaitingListSize })}
        />
        <DateInput
          label={label('startDate')}
          testId={id('startDate')}
          value={squad.startDate}
          required
          error={error('startDate')}
          onChange={(startDate) => onChange({ startDate })}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TimeInput
            label={label('startTime')}
            testId={id('startTime')}
            value={squad.startTime}
            required
            error={error('startTime')}
            onChange={(startTime) => onChange({ startTime })}
          />
          <TimeInput
            label={label('endTime')}
            testId={id('endTime')}
            value={squad.endTime}
            required
            error={error('endTime')}
            onChange={(endTime) => onChange({ endTime })}
          />
        </Box>
        <MultiSelectInput
          label={label('divisionIds')}
          testId={id('divisionIds')}
          value={squad.divisionIds}
          options={divisions}
          error={error('divisionIds')}
          helperText={t('competitions.squads.limitHint')}
          onChange={(divisionIds) => onChange({ divisionIds })}
        />
        <MultiSelectInput
          label={label('competitionClassIds')}
          testId={id('competitionClassIds')}
          value={squad.competitionClassIds}
          options={classes}
          error={error('competitionClassIds')}
          onChange={(competitionClassIds) => onChange({ competitionClassIds })}
        />
        <MultiSelectInput
          label={label('factorIds')}
          testId={id('factorIds')}
          value={squad.factorIds}
          options={factors}
          error={error('factorIds')}
          onChange={(factorIds) => onChange({ factorIds })}
        />
        <ToggleInput
          label={label('requireCode')}
          testId={id('requireCode')}
          checked={squad.requireCode}
          onChange={(requireCode) => onChange({ requireCode })}
        />
        <ToggleInput
          label={label('multipleWaitingList')}
          testId={id('multipleWaitingList')}
          checked={squad.multipleWaitingList}
          kind="checkbox"
          helperText={t('competitions.squads.multipleWaitingListHint')}
          onChange={(multipleWaitingList) => onChange({ multipleWaitingList })}
        />
      </Box>
      <StandsEditor
        squad={squad}
        id={id}
        error={error}
        onRename={(stands) => onChange({ stands })}
        onResize={setStands}
      />
    </Paper>
  );
};
