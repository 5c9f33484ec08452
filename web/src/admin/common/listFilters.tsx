import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export const FilterBar = ({ children, label }: { children: ReactNode; label: string }) => (
  <Paper
    variant="outlined"
    component="form"
    role="search"
    aria-label={label}
    onSubmit={(event) => event.preventDefault()}
    sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
  >
    {children}
  </Paper>
);

/** Buttons beside the page title (wrap below it on phones). */
export const TitleActions = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>{children}</Box>
);

const filterWidth = { width: { xs: '100%', sm: 200 } } as const;

interface FilterTextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

export const FilterText = ({ label, value, onChange, testId }: FilterTextProps) => (
  <TextField
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={filterWidth}
    slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 255 } }}
  />
);

interface FilterSelectProps {
  label: string;
  value: number | null;
  options: readonly { id: number; name: string }[];
  onChange: (value: number | null) => void;
  testId: string;
  allLabel: string;
}

/** Select of a short list with an "all" choice. */
export const FilterSelect = ({ label, value, options, onChange, testId, allLabel }: FilterSelectProps) => (
  <TextField
    select
    size="small"
    label={label}
    value={value !== null && options.some((option) => option.id === value) ? String(value) : ''}
    onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    sx={filterWidth}
    slotProps={{
      select: {
        displayEmpty: true,
        SelectDisplayProps: { 'data-testid': testId } as HTMLAttributes<HTMLDivElement>,
      },
      inputLabel: { shrink: true },
    }}
  >
    <MenuItem value="">
      <em>{allLabel}</em>
    </MenuItem>
    {options.map((option) => (
      <MenuItem key={option.id} value={String(option.id)}>
        {option.name}
      </MenuItem>
    ))}
  </TextField>
);

interface FilterSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

export const FilterSwitch = ({ label, checked, onChange, testId }: FilterSwitchProps) => (
  <FormControlLabel
    control={
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'data-testid': testId } as InputHTMLAttributes<HTMLInputElement> }}
      />
    }
    label={label}
    sx={{ mr: 0 }}
  />
);

export const CreateButton = ({ to, testId }: { to: string; testId: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(to)} data-testid={testId}>
      {t('admin.common.create')}
    </Button>
  );
};

/** A table row that opens `to` on click or Enter. */
