import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { Deputy } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../account/pageTexts';
import { requiredRule } from '../account/fieldRules';
import { testIdProps } from '../account/testIds';
import { useMessage } from '../i18n/useMessage';

interface Props {
  deputies: readonly Deputy[];
  /** adds the deputy by username; answers the error key, or null when added */
  onAdd: (name: string) => Promise<string | null>;
  onRemove: (deputyId: number) => void;
  adding: boolean;
  removing: boolean;
  /** the text without deputies (the own profile speaks to the user, the back-office about them) */
  noneText: string;
  /** `profile` on the own profile, `user-form` on the back-office user form */
  testIdPrefix: string;
}

/**
 * A user's deputies: the list with remove buttons and the add-by-username input (name 1 to 255
 * characters, docs/club-and-user-admin.md). Shared by the profile and the back-office user form.
 */
export const DeputyEditor = ({
  deputies,
  onAdd,
  onRemove,
  adding,
  removing,
  noneText,
  testIdPrefix,
}: Props) => {
  const { t } = useTranslation();
  const message = useMessage();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = (suffix: string) => `${testIdPrefix}-${suffix}`;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = requiredRule(name);
    if (invalid) {
      setError(invalid);
      return;
    }
    const failed = await onAdd(name.trim());
    setError(failed);
    if (!failed) setName('');
  };

  return (
    <>
      {deputies.length === 0 ? (
        <Typography sx={{ mb: 2 }} data-testid={id('no-deputies')}>
          {noneText}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mb: 2 }} data-testid={id('deputies')}>
          {deputies.map((deputy) => (
            <ListItem
              key={deputy.id}
              disableGutters
              data-testid={id(`deputy-${deputy.id}`)}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('profile.removeDeputy', { name: deputy.name })}
                  disabled={removing}
                  onClick={() => onRemove(deputy.id)}
                  data-testid={id(`deputy-remove-${deputy.id}`)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={deputy.name} />
            </ListItem>
          ))}
        </List>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void add(event)}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <TextField
          label={t('profile.deputyName')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ? message(error) : t('profile.deputyNameHint')}
          size="small"
          sx={{ flexGrow: 1, minWidth: 200 }}
          slotProps={{
            htmlInput: { ...testIdProps(id('deputy-name')), maxLength: 255 },
            formHelperText: { ...testIdProps(id('deputy-error')) },
          }}
        />
        <Button type="submit" variant="outlined" disabled={adding} data-testid={id('deputy-add')}>
          {t('profile.addDeputy')}
        </Button>
      </Box>
    </>
  );
};
