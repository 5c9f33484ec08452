import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { MailLogEntry } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { routeId } from '../adminPaths';
import { useListControls, useScrollTop } from '../common/hooks';
import { DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';
import { ListTable, listRows } from '../common/ListParts';
import { useMailLogQuery } from './mailLogApi';
import './mailLogTexts';
import { useMailLogSubject } from './useMailLogSubject';
import { formatViennaDateTime } from '@portal/contracts/vienna-time';

const COLUMNS = ['sentAt', 'type', 'recipient', 'subject', 'status'] as const;

const initial = (): { paging: Paging<'sentAt'> } => ({
  paging: { page: 0, size: DEFAULT_PAGE_SIZE, sort: { field: 'sentAt', direction: 'desc' } },
});

/**
 * `mailLog/competition/:id` and `mailLog/user/:id`: the mails notification sent about a
 * competition or a user, newest first (admins all; a club's admins their club's, checked by
 * notification).
 */
const MailLogPage = ({ scope }: { scope: 'competition' | 'user' }) => {
  const { t } = useTranslation();
  useScrollTop();
  const id = routeId(useParams().id);
  const controls = useListControls<{ paging: Paging<'sentAt'> }, 'sentAt'>(`mailLog-${scope}`, initial);
  const { page, size } = controls.state.paging;
  const list = useMailLogQuery({
    ...(scope === 'competition' ? { competitionId: id ?? 0 } : { userId: id ?? 0 }),
    page,
    size,
  });
  const rows = listRows(list);
  const name = useMailLogSubject(scope, id);
  const title = t(scope === 'competition' ? 'mailLog.titleCompetition' : 'mailLog.titleUser', { name });
  const cell = (row: MailLogEntry, column: (typeof COLUMNS)[number]) => {
    if (column === 'sentAt') return formatViennaDateTime(row.sentAt);
    if (column === 'status') return t(`mailLog.status.${row.status}`);
    // a kind without a text (a new one) shows as sent rather than as a translation key
    if (column === 'type') return t(`mailLog.kinds.${row.type}`, { defaultValue: row.type });
    return row[column];
  };

  return (
    <Box data-testid="mail-log-page">
      <PageTitle>{title}</PageTitle>
      <ListTable
        query={list}
        label={title}
        columns={COLUMNS.length}
        controls={controls}
        head={COLUMNS.map((column) => (
          <TableCell key={column}>{t(`mailLog.fields.${column}`)}</TableCell>
        ))}
      >
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={`mail-log-row-${row.id}`}>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ overflowWrap: 'break-word' }}>
                {cell(row, column)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </ListTable>
    </Box>
  );
};

export default MailLogPage;
