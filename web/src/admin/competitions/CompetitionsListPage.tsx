import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceDialog } from '../../payment/InvoiceDialog';
import { PageTitle } from '../../pages/PageTitle';
import { useDialogSubject } from '../common/hooks';
import { CreateButton, ListTable, sortableHead, TitleActions } from '../common/ListParts';
import { CancelCompetitionDialog } from './CancelCompetitionDialog';
import { CompetitionBulkBar } from './CompetitionBulkBar';
import { DetailsDialog } from './CompetitionDialogs';
import { CompetitionFilters } from './CompetitionFilters';
import { CompetitionQuestionDialog, type CompetitionQuestion } from './CompetitionQuestionDialog';
import { CompetitionRow } from './CompetitionRow';
import type { Competition } from './competitionModel';
import { COMPETITION_PATHS, type CompetitionKind } from './competitionPaths';
import './competitionTexts';
import { CompetitorsExportButton } from './CompetitorsExportButton';
import { useCompetitionList } from './useCompetitionList';

/**
 * Competitions or events of the back-office (docs/events.md): filters, sortable columns, row
 * colours and status letters, row actions and bulk actions; club admins export the competitors of
 * their events as xlsx.
 */
const CompetitionsListPage = ({ kind }: { kind: CompetitionKind }) => {
  const { t } = useTranslation();
  const list = useCompetitionList(kind);
  const { access, selection, controls, rows } = list;
  const sortable = sortableHead(controls);
  const cancel = useDialogSubject<Competition>();
  const question = useDialogSubject<CompetitionQuestion>();
  const details = useDialogSubject<Competition>();
  const [invoiceFor, setInvoiceFor] = useState<Competition | null>(null);
  const prefix = `competitions.${kind}`;
  const columns = 10 + (access.admin ? 1 : 0);

  return (
    <Box data-testid={`${kind}-page`}>
      <PageTitle>{t(access.clubAdmin ? `${prefix}.titleClubAdmin` : `${prefix}.title`)}</PageTitle>
      <TitleActions>
        <CreateButton to={COMPETITION_PATHS.create(kind)} testId="competitions-create" />
        {access.clubAdmin && kind === 'events' ? (
          <CompetitorsExportButton testId="events-all-competitors" />
        ) : null}
      </TitleActions>
      <CompetitionFilters list={list} />
      <CompetitionBulkBar kind={kind} list={list} onAsk={(type) => question.show({ type })} />
      <ListTable
        query={list.list}
        label={t(`${prefix}.title`)}
        columns={columns}
        controls={controls}
        selectAll={{ selection, testId: 'competitions-select-all', label: t('competitions.bulk.selectAll') }}
        head={
          <>
            {sortable('competitionDate', t('competitions.columns.date'))}
            {sortable('name', t('competitions.fields.name'))}
            {access.admin ? sortable('clubName', t('competitions.columns.club')) : null}
            <TableCell>{t('competitions.columns.type')}</TableCell>
            {sortable('viewType', t('competitions.columns.status'))}
            {sortable('registrationStart', t('competitions.columns.registrationStart'))}
            {sortable('registrationEnd', t('competitions.columns.registrationEnd'))}
            <TableCell>{t('competitions.columns.places')}</TableCell>
            {sortable('paid', t('competitions.columns.paid'))}
            <TableCell>{t('competitions.columns.actions')}</TableCell>
          </>
        }
      >
        {rows.map((row) => (
          <CompetitionRow
            key={row.id}
            kind={kind}
            row={row}
            list={list}
            onCancel={cancel.show}
            onPay={(target) => question.show({ type: 'pay', row: target })}
            onInvoice={setInvoiceFor}
            onDetails={details.show}
          />
        ))}
      </ListTable>
      <InvoiceDialog competition={invoiceFor} onClose={() => setInvoiceFor(null)} />
      <CancelCompetitionDialog target={cancel.subject} open={cancel.open} onClose={cancel.close} />
      <CompetitionQuestionDialog
        kind={kind}
        question={question.subject}
        open={question.open}
        selection={selection}
        onClose={question.close}
      />
      <DetailsDialog competition={details.subject} open={details.open} onClose={details.close} />
    </Box>
  );
};

export default CompetitionsListPage;
