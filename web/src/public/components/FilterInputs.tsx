import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from './LazyMenu';

/*
 * Filter inputs of the public lists built from the shell's Button and a Menu loaded on first opening: MUI's Select and
 * TextField would add about 12 kB gzip to every public page's first load (budget 250 kB).
 */

export interface FilterOption<V extends string | number> {
  value: V;
  label: string;
}

const triggerSx = {
  width: { xs: '100%', sm: 220 },
  justifyContent: 'space-between',
  textTransform: 'none',
  color: 'text.primary',
  borderColor: 'rgba(0, 0, 0, 0.23)',
  fontWeight: 400,
  py: 0.75,
  '&:hover': { borderColor: 'text.primary', bgcolor: 'transparent' },
} as const;

/** The button that looks like a small outlined select: the label above, the value inside. */
const Trigger = ({
  label,
  summary,
  open,
  onOpen,
  testId,
  width,
}: {
  label: string;
  summary: string;
  open: boolean;
  onOpen: (anchor: HTMLElement) => void;
  testId: string;
  width?: object;
}) => (
  <Box sx={{ position: 'relative', width: width ?? triggerSx.width }}>
    <Typography
      component="span"
      variant="caption"
      color="text.secondary"
      sx={{
        position: 'absolute',
        top: -9,
        left: 8,
        px: 0.5,
        bgcolor: 'background.paper',
        lineHeight: 1.3,
        zIndex: 1,
      }}
    >
      {label}
    </Typography>
    <Button
      variant="outlined"
      fullWidth
      endIcon={<ArrowDropDownIcon />}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-label={summary ? `${label}: ${summary}` : label}
      onClick={(event) => onOpen(event.currentTarget)}
      data-testid={testId}
      sx={{ ...triggerSx, width: '100%' }}
    >
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minHeight: '1.5em' }}
      >
        {summary}
      </Box>
    </Button>
  </Box>
);

interface MultiSelectProps<V extends string | number> {
  label: string;
  value: readonly V[];
  options: readonly FilterOption<V>[];
  onChange: (value: V[]) => void;
  testId: string;
}

/** A multi-select filter: a menu of check items; the chosen names are shown, or how many. */
export const MultiSelectFilter = <V extends string | number>({
  label,
  value,
  options,
  onChange,
  testId,
}: MultiSelectProps<V>) => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const chosen = options.filter((option) => value.includes(option.value));
  const summary =
    chosen.length > 2
      ? t('publicPortal.filters.chosen', { count: chosen.length })
      : chosen.map((option) => option.label).join(', ');
  const toggle = (option: V) =>
    onChange(
      options.map((o) => o.value).filter((v) => (v === option ? !value.includes(option) : value.includes(v))),
    );
  return (
    <>
      <Trigger label={label} summary={summary} open={Boolean(anchor)} onOpen={setAnchor} testId={testId} />
      <LazyMenu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420, minWidth: 220 } } }}
      >
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <MenuItem
              key={String(option.value)}
              dense
              role="menuitemcheckbox"
              aria-checked={checked}
              onClick={() => toggle(option.value)}
              data-testid={`${testId}-option-${option.value}`}
            >
              <ListItemIcon>
                {checked ? (
                  <CheckBoxIcon fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText>{option.label}</ListItemText>
            </MenuItem>
          );
        })}
      </LazyMenu>
    </>
  );
};

interface SingleSelectProps<V extends string | number> {
  label: string;
  value: V | null;
  options: readonly FilterOption<V>[];
  onChange: (value: V | null) => void;
  testId: string;
}

/** A single choice with an "all" entry. */
export const SingleSelectFilter = <V extends string | number>({
  label,
  value,
  options,
  onChange,
  testId,
}: SingleSelectProps<V>) => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = options.find((option) => option.value === value);
  const choose = (next: V | null) => {
    setAnchor(null);
    onChange(next);
  };
  const item = (key: string, label: string, next: V | null, selected: boolean) => (
    <MenuItem
      key={key}
      dense
      selected={selected}
      onClick={() => choose(next)}
      data-testid={`${testId}-option-${key}`}
    >
      <ListItemIcon>{selected ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  return (
    <>
      <Trigger
        label={label}
        summary={current?.label ?? t('publicPortal.filters.all')}
        open={Boolean(anchor)}
        onOpen={setAnchor}
        testId={testId}
        width={{ xs: 'calc(50% - 8px)', sm: 160 }}
      />
      <LazyMenu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420, minWidth: 160 } } }}
      >
        {item('all', t('publicPortal.filters.all'), null, value === null)}
        {options.map((option) =>
          item(String(option.value), option.label, option.value, option.value === value),
        )}
      </LazyMenu>
    </>
  );
};

/** A small outlined text input with a label (search and zip fields). */
export const TextFilter = ({
  label,
  value,
  onChange,
  testId,
  maxLength = 255,
  width = { xs: '100%', sm: 220 },
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  maxLength?: number;
  width?: object;
  type?: 'text' | 'search';
}) => {
  const id = useId();
  return (
    <Box sx={{ position: 'relative', width }}>
      <Typography
        component="label"
        htmlFor={id}
        variant="caption"
        color="text.secondary"
        sx={{ position: 'absolute', top: -9, left: 8, px: 0.5, bgcolor: 'background.paper', lineHeight: 1.3 }}
      >
        {label}
      </Typography>
      <Box
        component="input"
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        data-testid={testId}
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          font: 'inherit',
          fontSize: '1rem',
          px: 1.5,
          py: 1,
          borderRadius: 1,
          border: '1px solid rgba(0, 0, 0, 0.23)',
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus': {
            outline: 'none',
            borderColor: 'primary.main',
            boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      />
    </Box>
  );
};
