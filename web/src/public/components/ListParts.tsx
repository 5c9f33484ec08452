import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Page and page size of a public list; a new filter goes back to the first page. */
export const usePaging = (initialSize: number) => {
  const [paging, setPaging] = useState({ page: 0, size: initialSize });
  return {
    page: paging.page,
    size: paging.size,
    toFirstPage: () => setPaging((current) => ({ ...current, page: 0 })),
    onPage: (page: number) => setPaging((current) => ({ ...current, page })),
    onSize: (size: number) => setPaging({ size, page: 0 }),
  };
};
export type PagingState = ReturnType<typeof usePaging>;

interface FilterPanelProps {
  children: ReactNode;
  /** the clear button (`<testId>-clear`) and, while filters are set, the red note (`<testId>-active`) */
  clear?: { active: boolean; onClear: () => void; testId: string };
  /** after the clear button (the view toggle, say) */
  aside?: ReactNode;
  /** the inputs in a wrapping row (default) */
  row?: boolean;
}

/** The search form above a public list. */
export const FilterPanel = ({ children, clear, aside, row = true }: FilterPanelProps) => {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label={t('publicPortal.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      sx={
        row
          ? { p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }
          : { p: 2, mb: 2 }
      }
    >
      {children}
      {clear && (
        <Button
          startIcon={<FilterAltOffIcon />}
          disabled={!clear.active}
          onClick={clear.onClear}
          data-testid={`${clear.testId}-clear`}
        >
          {t('publicPortal.filters.clear')}
        </Button>
      )}
      {aside}
      {clear?.active && (
        <Typography
          color="error"
          variant="body2"
          sx={{ width: '100%' }}
          data-testid={`${clear.testId}-active`}
        >
          {t('publicPortal.filters.active')}
        </Typography>
      )}
    </Paper>
  );
};

interface LoadStateProps {
  query: { isFetching: boolean; isError: boolean };
  /**
   * the list has not got its first answer yet (entries or adverts): a blank box of a screen's
   * height holds the place, so nothing below jumps when the entries arrive (layout shift, CLS)
   */
  pending?: boolean;
  /** the text and testid of the failed load */
  failed: string;
  testId: string;
}

/** A thin bar while the list loads, the place the first entries will take, the error when it failed. */
export const LoadState = ({ query, pending = false, failed, testId }: LoadStateProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ height: 4 }}>
        {query.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
      </Box>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid={testId}>
          {failed}
        </Alert>
      )}
      {pending && !query.isError ? <Box sx={{ minHeight: '100vh' }} data-kind="list-placeholder" /> : null}
    </>
  );
};

/** "No entries" below a list. */
export const EmptyNote = ({
  show,
  testId,
  children,
}: {
  show: boolean;
  testId: string;
  children: ReactNode;
}) =>
  show ? (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid={testId}>
      {children}
    </Typography>
  ) : null;
