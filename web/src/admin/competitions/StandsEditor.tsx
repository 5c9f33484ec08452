import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/useMessage';
import {
  emptyStand,
  SQUAD_STAND_SIZE_NOT_MATCH,
  type SquadValues,
  type StandValues,
} from './competitionForm';

interface Props {
  squad: SquadValues;
  /** testid of a part of the squad (`squad-<index>-<field>`) */
  id: (field: string) => string;
  /** error of a field of the squad (`squads.<index>.<field>`) */
  error: (field: string) => string | undefined;
  /** a stand was renamed */
  onRename: (stands: StandValues[]) => void;
  /** a stand was added or removed */
  onResize: (stands: StandValues[]) => void;
}

/** The stands of a squad: named rows, one per shooter's place; the ones in use stay. */
export const StandsEditor = ({ squad, id, error, onRename, onResize }: Props) => {
  const { t } = useTranslation();
  const message = useMessage();
  const standsError =
    error('stands') ??
    (error('squadSize') === SQUAD_STAND_SIZE_NOT_MATCH ? SQUAD_STAND_SIZE_NOT_MATCH : undefined);
  return (
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
                  onRename(
                    squad.stands.map((item, at) =>
                      at === standIndex ? { ...item, name: event.target.value } : item,
                    ),
                  )
                }
                fullWidth
                slotProps={{
                  htmlInput: { 'data-testid': id(`stand-${standIndex}-name`), maxLength: 255 },
                }}
              />
              <Tooltip
                title={
                  stand.inUse ? t('competitions.squads.standInUse') : t('competitions.squads.removeStand')
                }
              >
                <span>
                  <IconButton
                    aria-label={t('competitions.squads.removeStand')}
                    disabled={stand.inUse}
                    onClick={() => onResize(squad.stands.filter((_item, at) => at !== standIndex))}
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
        onClick={() => onResize([...squad.stands, emptyStand()])}
        data-testid={id('add-stand')}
      >
        {t('competitions.squads.addStand')}
      </Button>
    </Box>
  );
};
