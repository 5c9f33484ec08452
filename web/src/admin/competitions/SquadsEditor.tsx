import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/useMessage';
import type { NamedOption } from '../api/types';
import { TextInput } from '../common/FormParts';
import { DateInput, MultiSelectInput, TimeInput, ToggleInput } from './CompetitionInputs';
import {
  emptySquad,
  emptyStand,
  LINK_MAX_LENGTH,
  SQUAD_INFORMATION_MAX_LENGTH,
  SQUAD_STAND_SIZE_NOT_MATCH,
  type SquadValues,
} from './competitionForm';

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

/** The squads of a competition with their stands (back-office.md section 3, "Squad"). */
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
  const message = useMessage();
  const update = (index: number, change: Partial<SquadValues>) =>
    onChange(squads.map((squad, at) => (at === index ? { ...squad, ...change } : squad)));
  /** stands changed: a squad size that matched the old number of stands follows the new one */
  const setStands = (index: number, squad: SquadValues, stands: SquadValues['stands']) => {
    const size = squad.squadSize.trim();
    const follows = size === '' || size === String(squad.stands.length);
    update(index, { stands, ...(follows ? { squadSize: String(stands.length) } : {}) });
  };

  return (
    <Box data-testid="squads-editor">
      {squads.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="squads-empty">
          {t('competitions.squads.none')}
        </Typography>
      ) : null}
      {squads.map((squad, index) => {
        const id = (field: string) => `squad-${index}-${field}`;
        const error = (field: string) => errorOf(`squads.${index}.${field}`);
        const label = (field: string) => t(`competitions.squads.fields.${field}`);
        const standsError =
          error('stands') ??
          (error('squadSize') === SQUAD_STAND_SIZE_NOT_MATCH ? SQUAD_STAND_SIZE_NOT_MATCH : undefined);
        return (
          <Paper
            key={squad.key}
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
            data-testid={`squad-${index}`}
          >
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
                    onClick={() => onRemove(index)}
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
                onChange={(name) => update(index, { name })}
              />
              <TextInput
                label={label('resultListLink')}
                testId={id('resultListLink')}
                value={squad.resultListLink}
                maxLength={LINK_MAX_LENGTH}
                inputMode="url"
                error={error('resultListLink')}
                onChange={(resultListLink) => update(index, { resultListLink })}
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
                onChange={(information) => update(index, { information })}
              />
              <TextInput
                label={label('squadSize')}
                testId={id('squadSize')}
                value={squad.squadSize}
                required
                inputMode="numeric"
                error={error('squadSize')}
                helperText={squad.stands.length ? t('competitions.squads.sizeHint') : undefined}
                onChange={(squadSize) => update(index, { squadSize })}
              />
              <TextInput
                label={label('maxWaitingListSize')}
                testId={id('maxWaitingListSize')}
                value={squad.maxWaitingListSize}
                inputMode="numeric"
                error={error('maxWaitingListSize')}
                onChange={(maxWaitingListSize) => update(index, { maxWaitingListSize })}
              />
              <DateInput
                label={label('startDate')}
                testId={id('startDate')}
                value={squad.startDate}
                required
                error={error('startDate')}
                onChange={(startDate) => update(index, { startDate })}
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <TimeInput
                  label={label('startTime')}
                  testId={id('startTime')}
                  value={squad.startTime}
                  required
                  error={error('startTime')}
                  onChange={(startTime) => update(index, { startTime })}
                />
                <TimeInput
                  label={label('endTime')}
                  testId={id('endTime')}
                  value={squad.endTime}
                  required
                  error={error('endTime')}
                  onChange={(endTime) => update(index, { endTime })}
                />
              </Box>
              <MultiSelectInput
                label={label('divisionIds')}
                testId={id('divisionIds')}
                value={squad.divisionIds}
                options={divisions}
                error={error('divisionIds')}
                helperText={t('competitions.squads.limitHint')}
                onChange={(divisionIds) => update(index, { divisionIds })}
              />
              <MultiSelectInput
                label={label('competitionClassIds')}
                testId={id('competitionClassIds')}
                value={squad.competitionClassIds}
                options={classes}
                error={error('competitionClassIds')}
                onChange={(competitionClassIds) => update(index, { competitionClassIds })}
              />
              <MultiSelectInput
                label={label('factorIds')}
                testId={id('factorIds')}
                value={squad.factorIds}
                options={factors}
                error={error('factorIds')}
                onChange={(factorIds) => update(index, { factorIds })}
              />
              <ToggleInput
                label={label('requireCode')}
                testId={id('requireCode')}
                checked={squad.requireCode}
                onChange={(requireCode) => update(index, { requireCode })}
              />
              <ToggleInput
                label={label('multipleWaitingList')}
                testId={id('multipleWaitingList')}
                checked={squad.multipleWaitingList}
                kind="checkbox"
                helperText={t('competitions.squads.multipleWaitingListHint')}
                onChange={(multipleWaitingList) => update(index, { multipleWaitingList })}
              />
            </Box>
            <Box sx={{ mt: 2 }} data-testid={id('stands')}>
              <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
                {t('competitions.squads.stands', { count: squad.stands.length })}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {squad.stands.map((stand, standIndex) => {
                  const standError = error(`stands.${standIndex}.name`);
                  return (
                    <Box key={stand.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                      <TextField
                        size="small"
                        label={t('competitions.squads.standName', { number: standIndex + 1 })}
                        value={stand.name}
                        required
                        error={Boolean(standError)}
                        helperText={standError ? message(standError) : undefined}
                        onChange={(event) =>
                          update(index, {
                            stands: squad.stands.map((item, at) =>
                              at === standIndex ? { ...item, name: event.target.value } : item,
                            ),
                          })
                        }
                        fullWidth
                        slotProps={{
                          htmlInput: { 'data-testid': id(`stand-${standIndex}-name`), maxLength: 255 },
                        }}
                      />
                      <Tooltip
                        title={
                          stand.inUse
                            ? t('competitions.squads.standInUse')
                            : t('competitions.squads.removeStand')
                        }
                      >
                        <span>
                          <IconButton
                            aria-label={t('competitions.squads.removeStand')}
                            disabled={stand.inUse}
                            onClick={() =>
                              setStands(
                                index,
                                squad,
                                squad.stands.filter((_item, at) => at !== standIndex),
                              )
                            }
                            data-testid={id(`stand-${standIndex}-remove`)}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </Box>
                  );
                })}
              </Box>
              {standsError ? (
                <Alert severity="error" sx={{ mt: 1 }} data-testid={id('stands-error')}>
                  {message(standsError)}
                </Alert>
              ) : null}
              <Button
                size="small"
                startIcon={<AddIcon />}
                sx={{ mt: 1 }}
                onClick={() => setStands(index, squad, [...squad.stands, emptyStand()])}
                data-testid={id('add-stand')}
              >
                {t('competitions.squads.addStand')}
              </Button>
            </Box>
          </Paper>
        );
      })}
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
