import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../pages/PageTitle';
import { ADMIN_PATHS } from '../adminPaths';
import { useDialogSubject } from '../common/hooks';
import { CreateButton, ListTable, sortableHead, TitleActions } from '../common/ListParts';
import { UserRow } from './UserRow';
import { UsersConfirmDialog, type UsersQuestion } from './UsersConfirmDialog';
import { UsersFilters } from './UsersFilters';
import { useUserActions } from './useUserActions';
import { useUsersList } from './useUsersList';

const COLUMNS = 8;

/** User list (docs/web-app.md): filters, sortable columns, row actions, paging. */
const UsersListPage = () => {
  const { t } = useTranslation();
  const list = useUsersList();
  const actions = useUserActions();
  const question = useDialogSubject<UsersQuestion>();
  const { controls, may } = list;
  const sortable = sortableHead(controls);

  return (
    <Box data-testid="users-page">
      <PageTitle>{t('admin.users.title')}</PageTitle>
      <TitleActions>
        {may.create ? <CreateButton to={ADMIN_PATHS.userCreate} testId="users-create" /> : null}
        {may.deactivateUnpaid ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<MoneyOffIcon />}
            onClick={() => question.show({ kind: 'deactivateUnpaid' })}
            data-testid="users-deactivate-unpaid"
          >
            {t('admin.users.deactivateUnpaid')}
          </Button>
        ) : null}
      </TitleActions>

      <UsersFilters list={list} />

      <ListTable
        query={list.users}
        label={t('admin.users.title')}
        columns={COLUMNS}
        controls={controls}
        head={
          <>
            {sortable('username', t('admin.users.fields.username'))}
            <TableCell>{t('admin.users.columns.roles')}</TableCell>
            <TableCell>{t('admin.users.fields.club')}</TableCell>
            {sortable('lastName', t('admin.users.columns.names'))}
            {sortable('createdAt', t('admin.users.columns.createdAt'))}
            {sortable('paymentUntil', t('admin.users.columns.paymentUntil'))}
            <TableCell>{t('admin.users.columns.status')}</TableCell>
            <TableCell align="right">{t('admin.common.actions')}</TableCell>
          </>
        }
      >
        {list.rows.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            list={list}
            actions={actions}
            onDelete={(target) => question.show({ kind: 'delete', user: target })}
          />
        ))}
      </ListTable>

      <UsersConfirmDialog question={question.subject} open={question.open} onClose={question.close} />
    </Box>
  );
};

export default UsersListPage;
