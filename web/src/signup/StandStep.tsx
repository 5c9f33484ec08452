import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { useSquadStandsQuery } from './signUpApi';

/** Step "stand": the free stands of the held place's squad (squadStands, excludeUnavailable). */
export const StandStep = ({
  squadId,
  value,
  onChange,
}: {
  squadId: number;
  value: number | null;
  onChange: (standId: number) => void;
}) => {
  const { t } = useTranslation();
  const { data, isFetching } = useSquadStandsQuery(squadId);
  if (isFetching && !data) return <LinearProgress aria-label={t('app.loading')} />;
  const stands = data?.content ?? [];
  if (stands.length === 0) return <Alert severity="warning">{t('signUp.stand.none')}</Alert>;
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend">{t('signUp.stand.legend')}</FormLabel>
      <RadioGroup
        row
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {stands.map((stand) => (
          <FormControlLabel
            key={stand.id}
            value={String(stand.id)}
            control={<Radio inputProps={{ 'data-testid': `signup-stand-${stand.id}` } as object} />}
            label={stand.name}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
