import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerField } from '../common/DatePickers';
import { TextInput, useHelper, wideSx } from '../common/FormParts';
import { joinDateTime, splitDateTime } from './competitionDates';

interface DateInputProps {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

interface DateTimeInputProps extends DateInputProps {
  /** `YYYY-MM-DDTHH:mm`, either half may be empty */
  value: string;
  /** the time set when a date is chosen while the time is still empty */
  defaultTime?: string;
  /** the date field lost the focus (not called while moving between its day, month and year) */
  onDateBlur?: () => void;
}

/**
 * A date (DD.MM.YYYY) and a 24-hour time (HH:mm), both Vienna local time like the whole form, as two pickers
 * so a time can follow later (defaultTime). Testids: `<testId>` (date), `<testId>-time`.
 */
export const DateTimeInput = ({
  label,
  testId,
  value,
  onChange,
  error,
  required,
  disabled,
  defaultTime,
  onDateBlur,
}: DateTimeInputProps) => {
  const { t } = useTranslation();
  const helper = useHelper(error, t('competitions.hints.viennaTime'));
  const { date, time } = splitDateTime(value);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <PickerField
          kind="date"
          label={label}
          testId={testId}
          value={date}
          required={required}
          disabled={disabled}
          error={Boolean(error)}
          onChange={(next) =>
            onChange(joinDateTime({ date: next, time: next && !time && defaultTime ? defaultTime : time }))
          }
          onBlur={onDateBlur}
          sx={{ flex: 3 }}
        />
        <PickerField
          kind="time"
          label={t('competitions.time')}
          testId={`${testId}-time`}
          ariaLabel={`${label} – ${t('competitions.time')}`}
          value={time}
          disabled={disabled}
          error={Boolean(error)}
          onChange={(next) => onChange(joinDateTime({ date, time: next }))}
          sx={{ flex: 2 }}
        />
      </Box>
      <FormHelperText error={Boolean(error)} sx={{ mx: 1.75 }}>
        {helper}
      </FormHelperText>
    </Box>
  );
};

/** A date (DD.MM.YYYY picker, `YYYY-MM-DD` value). */
export const DateInput = (props: DateInputProps) => <TextInput {...props} type="date" />;

/** A 24-hour time (HH:mm picker and value). */
export const TimeInput = ({ error, ...props }: DateInputProps) => (
  <PickerField kind="time" {...props} error={Boolean(error)} helperText={useHelper(error)} />
);

interface MultiSelectProps {
  label: string;
  testId: string;
  value: readonly number[];
  options: readonly { id: number; name: string }[];
  onChange: (value: number[]) => void;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  wide?: boolean;
}

/** Several of a short list (divisions, classes, factors); chips show the choice. */
export const MultiSelectInput = ({
  label,
  testId,
  value,
  options,
  onChange,
  error,
  helperText,
  required,
  disabled,
  wide,
}: MultiSelectProps) => {
  const names = new Map(options.map((option) => [option.id, option.name]));
  return (
    <TextField
      select
      label={label}
      value={value.map(String)}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={useHelper(error, helperText)}
      onChange={(event) => {
        const raw = event.target.value as unknown;
        const list = Array.isArray(raw) ? (raw as string[]) : String(raw).split(',');
        onChange(list.map(Number).filter((id) => Number.isInteger(id) && id > 0));
      }}
      fullWidth
      sx={wideSx(wide)}
      slotProps={{
        select: {
          multiple: true,
          renderValue: () => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {value.map((id) => (
                <Chip key={id} size="small" label={names.get(id) ?? String(id)} />
              ))}
            </Box>
          ),
          SelectDisplayProps: { 'data-testid': testId } as HTMLAttributes<HTMLDivElement>,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)} data-testid={`${testId}-option-${option.id}`}>
          <Checkbox size="small" checked={value.includes(option.id)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={option.name} />
        </MenuItem>
      ))}
    </TextField>
  );
};

interface ToggleProps {
  label: ReactNode;
  testId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** the label in red (a rule across the checkboxes failed) */
  invalid?: boolean;
  kind?: 'switch' | 'checkbox';
  helperText?: ReactNode;
}

/** A switch or checkbox with its label. */
export const ToggleInput = ({
  label,
  testId,
  checked,
  onChange,
  disabled,
  invalid,
  kind = 'switch',
  helperText,
}: ToggleProps) => {
  const input = { 'data-testid': testId } as InputHTMLAttributes<HTMLInputElement>;
  const control =
    kind === 'switch' ? (
      <Switch checked={checked} onChange={(event) => onChange(event.target.checked)} slotProps={{ input }} />
    ) : (
      <Checkbox
        checked={checked}
        color={invalid ? 'error' : 'primary'}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input }}
      />
    );
  return (
    <Box>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={control}
        sx={
          invalid
            ? { color: 'error.main', '& .MuiFormControlLabel-label': { color: 'error.main' } }
            : undefined
        }
        data-invalid={invalid ? 'true' : undefined}
      />
      {helperText ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ ml: 4 }}>
          {helperText}
        </Typography>
      ) : null}
    </Box>
  );
};
