import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RowAction } from '../common/ListParts';
import '../mailLog/mailLogTexts';
import { MAIL_LOG_PATHS } from '../mailLog/mailLogPaths';
import type { CompetitionAccess } from './competitionForm';
import type { Competition } from './competitionModel';
import { COMPETITION_PATHS, type CompetitionKind } from './competitionPaths';
import { ParticipantsDownloadAction } from './ParticipantsDownloadAction';

/** What the row's dialogs open with; the list page owns the dialogs. */
export interface RowHandlers {
  onCancel: (row: Competition) => void;
  onPay: (row: Competition) => void;
  onInvoice: (row: Competition) => void;
  onDetails: (row: Competition) => void;
}

interface CompetitionRowActionsProps extends RowHandlers {
  kind: CompetitionKind;
  row: Competition;
  access: CompetitionAccess;
  onEdit: () => void;
}

/**
 * The row actions (docs/events.md): edit, mail log, copy, cancel for everyone; invoice and
 * pay for admins and the portal admin; the participant list of paid ones; details for the portal admin.
 */
export const CompetitionRowActions = ({
  kind,
  row,
  access,
  onEdit,
  onCancel,
  onPay,
  onInvoice,
  onDetails,
}: CompetitionRowActionsProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const billing = access.admin || access.portalAdmin;
  return (
    <>
      <RowAction title={t('admin.common.edit')} testId={`competition-edit-${row.id}`} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </RowAction>
      <RowAction
        title={t('mailLog.open')}
        testId={`competition-mail-log-${row.id}`}
        onClick={() => navigate(MAIL_LOG_PATHS.competition(row.id))}
      >
        <MailOutlineIcon fontSize="small" />
      </RowAction>
      <RowAction
        title={t('competitions.copy')}
        testId={`competition-copy-${row.id}`}
        onClick={() => navigate(COMPETITION_PATHS.copy(kind, row.id))}
      >
        <ContentCopyIcon fontSize="small" />
      </RowAction>
      <RowAction
        title={t(row.cancelled ? 'competitions.cancel.uncancel' : 'competitions.cancel.cancel')}
        testId={`competition-cancel-${row.id}`}
        color={row.cancelled ? 'success' : 'error'}
        onClick={() => onCancel(row)}
      >
        {row.cancelled ? <RestoreIcon fontSize="small" /> : <CancelIcon fontSize="small" />}
      </RowAction>
      {billing ? (
        <RowAction
          title={t('invoice.action')}
          testId={`competition-invoice-${row.id}`}
          onClick={() => onInvoice(row)}
        >
          <ReceiptLongIcon fontSize="small" />
        </RowAction>
      ) : null}
      {billing ? (
        <RowAction
          title={t(row.paid ? 'competitions.pay.unpay' : 'competitions.pay.pay')}
          testId={`competition-pay-${row.id}`}
          color={row.paid ? 'default' : 'success'}
          onClick={() => onPay(row)}
        >
          {row.paid ? <MoneyOffIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />}
        </RowAction>
      ) : null}
      {/* only competitions flagged paid offer the participant list (docs/events.md) */}
      {row.paid ? <ParticipantsDownloadAction competitionId={row.id} /> : null}
      {access.portalAdmin ? (
        <RowAction
          title={t('competitions.details.title')}
          testId={`competition-details-${row.id}`}
          onClick={() => onDetails(row)}
        >
          <InfoOutlinedIcon fontSize="small" />
        </RowAction>
      ) : null}
    </>
  );
};
