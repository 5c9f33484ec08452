import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMessage } from '../../i18n/useMessage';
import { DeleteButton } from './ConfirmDialog';
import { PickerField } from './DatePickers';
import { useNotify } from './hooks';

/** A titled block of the form with a one- (phones) or two-column grid. */
export const FormSection = ({ title, children }: { title?: string; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
    {title ? (
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
    ) : null}
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  </Paper>
);

interface BaseProps {
  label: string;
  testId: string;
  /** Message key of the field's error (translated in the messages namespace). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** Spans both columns of the grid. */
  wide?: boolean;
}

/**
 * Translated error, else the hint. An API key is looked up in the messages; a form's own rule may
 * name a text of the translation tree instead (e.g. admin.common.endBeforeStart).
 */
export const useHelper = (error: string | undefined, helperText?: ReactNode): ReactNode => {
  const message = useMessage();
  const { t, i18n } = useTranslation();
  if (!error) return helperText;
  const apiKey = i18n.exists(error, { ns: 'messages', keySeparator: false, nsSeparator: false });
  return apiKey || !i18n.exists(error) ? message(error) : t(error);
};

/** Spans both columns of the form's grid. */
export const wideSx = (wide?: boolean) => (wide ? { gridColumn: '1 / -1' } : undefined);

interface TextInputProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** `date` (`YYYY-MM-DD`) and `datetime-local` (`YYYY-MM-DDTHH:mm`) get the DD.MM.YYYY HH:mm pickers */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date' | 'datetime-local';
  autoComplete?: string;
  /** of the texts (255 by default) */
  maxLength?: number;
  /** shown in the empty field (the label stays above it) */
  placeholder?: string;
  /** whole numbers and amounts get the numeric keyboard on phones (typed as text, parsed on submit) */
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel' | 'url';
  multiline?: boolean;
  /** a spinner at the end (a check is running) */
  busy?: boolean;
  endAdornment?: ReactNode;
}

export const TextInput = ({
  label,
  testId,
  error,
  required,
  disabled,
  helperText,
  wide,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  maxLength = 255,
  placeholder,
  inputMode,
  multiline,
  busy,
  endAdornment,
}: TextInputProps) => {
  const helper = useHelper(error, helperText);
  if (type === 'date' || type === 'datetime-local') {
    return (
      <PickerField
        kind={type === 'date' ? 'date' : 'dateTime'}
        label={label}
        testId={testId}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        error={Boolean(error)}
        helperText={helper}
        sx={wideSx(wide)}
      />
    );
  }
  return (
    <TextField
      label={label}
      value={value}
      type={type}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={helper}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      fullWidth
      sx={wideSx(wide)}
      slotProps={{
        htmlInput: { 'data-testid': testId, maxLength, inputMode },
        input: busy
          ? { endAdornment: <CircularProgress size={18} aria-label={label} /> }
          : endAdornment
            ? { endAdornment }
            : undefined,
        inputLabel: placeholder !== undefined ? { shrink: true } : undefined,
      }}
    />
  );
};

export interface Option<V extends string | number> {
  value: V;
  label: string;
  /** shown but not choosable (e.g. a full squad) */
  disabled?: boolean;
}

interface SelectInputProps<V extends string | number> extends BaseProps {
  value: V | '' | null;
  options: readonly Option<V>[];
  onChange: (value: V | null) => void;
  /** Offers an empty choice ("—", or this text). */
  emptyLabel?: string;
}

export const SelectInput = <V extends string | number>({
  label,
  testId,
  error,
  required,
  disabled,
  helperText,
  wide,
  value,
  options,
  onChange,
  emptyLabel,
}: SelectInputProps<V>) => {
  const helper = useHelper(error, helperText);
  const known = value !== null && value !== '' && options.some((option) => option.value === value);
  return (
    <TextField
      select
      label={label}
      value={known ? String(value) : ''}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={helper}
      onChange={(event) => {
        const raw = event.target.value;
        const option = options.find((item) => String(item.value) === raw);
        onChange(option ? option.value : null);
      }}
      fullWidth
      sx={wideSx(wide)}
      slotProps={{
        select: {
          displayEmpty: emptyLabel !== undefined,
          SelectDisplayProps: { 'data-testid': testId } as HTMLAttributes<HTMLDivElement>,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
        inputLabel: emptyLabel !== undefined ? { shrink: true } : undefined,
      }}
    >
      {emptyLabel !== undefined || !required ? (
        <MenuItem value="">
          <em>{emptyLabel ?? '—'}</em>
        </MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem
          key={option.value}
          value={String(option.value)}
          disabled={option.disabled}
          data-testid={`${testId}-option-${option.value}`}
        >
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

interface ComboInputProps extends BaseProps {
  value: number | null;
  options: readonly { id: number; name: string }[];
  onChange: (value: number | null) => void;
  loading?: boolean;
  /** Compact, for the filter bar of a list. */
  filter?: boolean;
}

/** The texts of a searchable select (MUI Autocomplete) in the user's language. */
export const useAutocompleteTexts = () => {
  const { t } = useTranslation();
  return {
    noOptionsText: t('admin.common.noOptions'),
    loadingText: t('app.loading'),
    openText: t('admin.common.open'),
    closeText: t('admin.common.close'),
    clearText: t('admin.common.clear'),
  };
};

/** Searchable select for long lists (clubs). */
export const ComboInput = ({
  label,
  testId,
  error,
  required,
  disabled,
  helperText,
  wide,
  value,
  options,
  onChange,
  loading,
  filter,
}: ComboInputProps) => {
  const helper = useHelper(error, helperText);
  const selected = options.find((option) => option.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={loading}
      disabled={disabled}
      size={filter ? 'small' : undefined}
      {...useAutocompleteTexts()}
      sx={{
        ...(wide ? { gridColumn: '1 / -1' } : {}),
        ...(filter ? { width: { xs: '100%', sm: 240 } } : {}),
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={helper}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
};

interface RemoveAction {
  /** the texts `<texts>.deleteTitle`, `.deleteText` and `.deleted`, each with the record's `name` */
  texts: string;
  name: string;
  testId: string;
  busy: boolean;
  /** deletes the record */
  remove: () => Promise<unknown>;
  /** where to go once it is deleted */
  donePath: string;
}

/** Delete of a stored record beside save and cancel: asks, deletes, says so and leaves. */
const RemoveButton = ({ texts, name, testId, busy, remove, donePath }: RemoveAction) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <DeleteButton
      label={t('admin.common.delete')}
      testId={testId}
      busy={busy}
      title={t(`${texts}.deleteTitle`)}
      text={t(`${texts}.deleteText`, { name })}
      onConfirm={() =>
        remove().then(() => {
          notify.success(`${texts}.deleted`, { name });
          navigate(donePath);
        })
      }
    />
  );
};

interface FormActionsProps {
  saving: boolean;
  disabled?: boolean;
  testId: string;
  onCancel: () => void;
  extra?: ReactNode;
  /** a delete button (a stored record) */
  remove?: RemoveAction;
}

/** Save (submit) and cancel at the bottom of a form. */
export const FormActions = ({ saving, disabled, testId, onCancel, extra, remove }: FormActionsProps) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
      {remove ? <RemoveButton {...remove} /> : null}
      {extra}
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={onCancel} disabled={saving} data-testid={`${testId}-cancel`}>
        {t('admin.common.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={saving || disabled}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
        data-testid={testId}
      >
        {t('admin.common.save')}
      </Button>
    </Box>
  );
};

/** Label and value of a read-only view. */
export const ShowField = ({ label, value, wide }: { label: string; value: ReactNode; wide?: boolean }) => (
  <Box sx={wideSx(wide)}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
      {value === '' || value === null || value === undefined ? '—' : value}
    </Typography>
  </Box>
);
