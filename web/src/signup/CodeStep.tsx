import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** Step "code": the reservation code, validated on the server before the place is held. */
export const CodeStep = ({ value, onChange }: { value: string; onChange: (code: string) => void }) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('signUp.code.label')}
      helperText={t('signUp.code.help')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      required
      autoComplete="off"
      slotProps={{ htmlInput: { 'data-testid': 'signup-code', maxLength: 64 } }}
    />
  );
};
