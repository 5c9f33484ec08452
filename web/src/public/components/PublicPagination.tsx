import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from './LazyMenu';
import type { PagingState } from './ListParts';

interface Props {
  total: number;
  /** from usePaging */
  paging: Pick<PagingState, 'page' | 'size' | 'onPage' | 'onSize'>;
  sizes: readonly number[];
  testId: string;
}

/**
 * Paging with a rows-per-page choice under the public lists (built from the shell's buttons and
 * menu; MUI's TablePagination brings its Select into the first load).
 */
export const PublicPagination = ({ total, paging, sizes, testId }: Props) => {
  const { page, size, onPage, onSize } = paging;
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  const current = Math.min(page, lastPage);
  const from = total === 0 ? 0 : current * size + 1;
  const to = Math.min(total, (current + 1) * size);
  const arrow = (type: 'first' | 'previous' | 'next' | 'last', target: number, disabled: boolean) => {
    const Icon = {
      first: FirstPageIcon,
      previous: ChevronLeftIcon,
      next: ChevronRightIcon,
      last: LastPageIcon,
    }[type];
    return (
      <IconButton
        size="small"
        disabled={disabled}
        onClick={() => onPage(target)}
        aria-label={t(`publicPortal.paging.${type}`)}
        title={t(`publicPortal.paging.${type}`)}
        data-testid={`${testId}-${type}`}
      >
        <Icon fontSize="small" />
      </IconButton>
    );
  };
  return (
    <Box
      component="nav"
      aria-label={t('publicPortal.paging.label')}
      data-testid={testId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        rowGap: 0.5,
        py: 1,
        px: { xs: 1, sm: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {t('publicPortal.paging.rowsPerPage')}
        </Typography>
        <Button
          size="small"
          color="inherit"
          endIcon={<ArrowDropDownIcon />}
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-label={`${t('publicPortal.paging.rowsPerPage')} ${size}`}
          data-testid={`${testId}-size`}
          data-size={size}
        >
          {size}
        </Button>
        <LazyMenu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {sizes.map((option) => (
            <MenuItem
              key={option}
              dense
              selected={option === size}
              onClick={() => {
                setAnchor(null);
                onSize(option);
              }}
              data-testid={`${testId}-size-${option}`}
            >
              {option}
            </MenuItem>
          ))}
        </LazyMenu>
      </Box>
      <Typography variant="body2" data-testid={`${testId}-range`} aria-live="polite">
        {t('publicPortal.paging.displayedRows', { from, to, count: total })}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        {arrow('first', 0, current === 0)}
        {arrow('previous', current - 1, current === 0)}
        {arrow('next', current + 1, current >= lastPage)}
        {arrow('last', lastPage, current >= lastPage)}
      </Box>
    </Box>
  );
};
