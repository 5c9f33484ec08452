import type { OrderItemDetails, OrderItemEditBody } from '@portal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../admin/common/ConfirmDialog';
import { FormSection, SelectInput, ShowField, TextInput } from '../admin/common/FormParts';
import '../admin/common/adminTexts';
import { formatDateRange } from '../public/format';
import { ClassificationPickers } from './ClassificationPickers';
import { squadChoices } from './squadChoices';

interface Props {
  item: OrderItemDetails;
  /** read-only (shooterOrderItems?mode=view) */
  view: boolean;
  saving: boolean;
  cancelling: boolean;
  /** the label of the leave button and where it goes */
  backLabel: string;
  onBack: () => void;
  onSave: (body: OrderItemEditBody) => void;
  onCancel: () => void;
}

const initialForm = (item: OrderItemDetails) => ({
  firstName: item.firstName ?? '',
  lastName: item.lastName ?? '',
  divisionId: item.divisionId,
  competitionClassId: item.competitionClassId,
  factorId: item.factorId,
  squadId: item.squadId,
  squadStandId: item.squadStandId,
});

/**
 * The edit form of one registration (public-portal.md section 2: shooter booking edit page and
 * public registration edit page). Another squad keeps division, class and factor and clears the
 * stand; full squads are listed and marked (squadChoices.ts says which can be chosen); an entry
 * of the multiple waiting list changes squad too (the backend swaps the edited one of its squads).
 * Locked (with the yellow notice) when cancelled, archived or the registration has ended.
 */
export const OrderItemForm = ({
  item,
  view,
  saving,
  cancelling,
  backLabel,
  onBack,
  onSave,
  onCancel,
}: Props) => {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => initialForm(item));
  const [asking, setAsking] = useState(false);
  const locked = view || !item.editable;
  const squad = item.competition.squads.find((s) => s.id === form.squadId);
  const waiting = form.squadId === item.squadId && item.waitingList;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    onSave({
      firstName: form.firstName,
      lastName: form.lastName,
      squadId: form.squadId,
      squadStandId: form.squadStandId,
      ...(item.competitionEvent
        ? {}
        : {
            divisionId: form.divisionId,
            competitionClassId: form.competitionClassId,
            factorId: form.factorId,
          }),
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="order-item-form" sx={{ maxWidth: 900 }}>
      {(item.registrationEnded || item.archive) && !item.cancelled ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="order-item-ended">
          {t('orderItem.ended')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <Chip
          size="small"
          color={item.paid ? 'success' : 'error'}
          label={t(item.paid ? 'myCompetitions.state.paid' : 'myCompetitions.state.unpaid')}
          data-testid="order-item-paid"
        />
        {item.cancelled ? (
          <Chip size="small" label={t('myCompetitions.state.cancelled')} data-testid="order-item-cancelled" />
        ) : null}
        {item.waitingList && !item.cancelled ? (
          <Chip size="small" color="warning" label={t('orderItem.waitingList')} />
        ) : null}
      </Box>
      <FormSection>
        <ShowField label={t('orderItem.number')} value={<span data-testid="order-item-id">{item.id}</span>} />
        <ShowField
          label={t('orderItem.competition')}
          value={`${item.competitionName} ${item.competitionCompetitionDate ? formatDateRange(item.competitionCompetitionDate, item.competitionEndDate) : ''}`}
        />
        <TextInput
          label={t('orderItem.firstName')}
          testId="order-item-first-name"
          required
          disabled={locked}
          value={form.firstName}
          onChange={(firstName) => setForm({ ...form, firstName })}
          autoComplete="given-name"
        />
        <TextInput
          label={t('orderItem.lastName')}
          testId="order-item-last-name"
          required
          disabled={locked}
          value={form.lastName}
          onChange={(lastName) => setForm({ ...form, lastName })}
          autoComplete="family-name"
        />
        <ShowField label={t('orderItem.email')} value={item.email ?? ''} />
        <ShowField label={t('orderItem.club')} value={item.clubName ?? ''} />
      </FormSection>
      {!item.competitionEvent ? (
        <FormSection>
          <SelectInput
            label={t('orderItem.squad')}
            testId="order-item-squad"
            required
            disabled={locked}
            value={form.squadId}
            options={squadChoices(item.competition.squads, item, (name) =>
              t('orderItem.squadFull', { name }),
            )}
            helperText={locked ? undefined : t('orderItem.squadChangeHint')}
            // another squad keeps division, class and factor and frees the stand
            onChange={(squadId) =>
              squadId !== null &&
              setForm({ ...form, squadId, squadStandId: squadId === item.squadId ? item.squadStandId : null })
            }
          />
          {squad && squad.stands.length > 0 && !waiting ? (
            <SelectInput
              label={t('orderItem.stand')}
              testId="order-item-stand"
              disabled={locked}
              value={form.squadStandId}
              emptyLabel={t('orderItem.noStand')}
              options={squad.stands
                .filter((stand) => !stand.inUse || stand.id === item.squadStandId)
                .map((stand) => ({ value: stand.id, label: stand.name }))}
              onChange={(squadStandId) => setForm({ ...form, squadStandId })}
            />
          ) : null}
          <ClassificationPickers
            competition={item.competition}
            squad={squad}
            value={form}
            disabled={locked}
            onChange={(change) => setForm({ ...form, ...change })}
          />
        </FormSection>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        {!locked ? (
          <Button
            color="error"
            onClick={() => setAsking(true)}
            disabled={saving || cancelling}
            data-testid="order-item-cancel"
          >
            {t('orderItem.cancelRegistration')}
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onBack} disabled={saving} data-testid="order-item-back">
          {backLabel}
        </Button>
        {!locked ? (
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="order-item-save"
          >
            {t('orderItem.save')}
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={asking}
        danger
        busy={cancelling}
        title={t('myCompetitions.cancelTitle')}
        text={t('myCompetitions.cancelText', { name: item.competitionName })}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onCancel();
        }}
      />
    </Box>
  );
};
