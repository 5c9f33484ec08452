import type { OrderItemDetails, OrderItemEditBody } from '@portal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../admin/common/ConfirmDialog';
import { FormSection, SelectInput, ShowField, TextInput } from '../admin/common/FormParts';
import '../admin/common/adminTexts';
import { formatDateRange } from '../public/format';
import { ClassificationPickers } from './ClassificationPickers';
import { ClubPicker } from './ClubPicker';
import { squadChoices } from './squadChoices';
import { StandPicker } from './StandPicker';
import { ItemBadges } from './ItemBadges';
import { OrderItemActions } from './OrderItemActions';

interface Props {
  item: OrderItemDetails;
  /** read-only (shooterOrderItems?mode=view) */
  view: boolean;
  /** the own booking (not the mailed link): the club can be changed */
  clubEditable?: boolean;
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
  club: item.clubId !== null ? { id: item.clubId, name: item.clubName ?? '' } : null,
});

/**
 * The edit form of one registration (docs/registration.md: shooter booking edit page and
 * public registration edit page). Another squad keeps division, class and factor and clears the
 * stand; full squads are listed and marked (squadChoices.ts says which can be chosen); an entry
 * of the multiple waiting list changes squad too (the backend swaps the edited one of its squads).
 * Locked (with the yellow notice) when cancelled, archived or the registration has ended.
 */
export const OrderItemForm = ({
  item,
  view,
  clubEditable = false,
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
  const stands = (squad?.stands ?? []).filter((stand) => !stand.inUse || stand.id === item.squadStandId);
  // a place in a squad with stands needs one while one is free (the server's rule too)
  const asksStand = !item.competitionEvent && !waiting && stands.length > 0;
  const [standError, setStandError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    if (asksStand && form.squadStandId === null) return setStandError(true);
    onSave({
      firstName: form.firstName,
      lastName: form.lastName,
      squadId: form.squadId,
      squadStandId: form.squadStandId,
      ...(clubEditable ? { clubId: form.club?.id ?? null } : {}),
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
      <ItemBadges item={item} />
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
        {clubEditable ? (
          <ClubPicker value={form.club} disabled={locked} onChange={(club) => setForm({ ...form, club })} />
        ) : (
          <ShowField label={t('orderItem.club')} value={item.clubName ?? ''} />
        )}
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
          {asksStand ? (
            <StandPicker
              stands={stands}
              value={form.squadStandId}
              disabled={locked}
              missing={standError}
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
      <OrderItemActions
        locked={locked}
        saving={saving}
        cancelling={cancelling}
        backLabel={backLabel}
        onBack={onBack}
        onAskCancel={() => setAsking(true)}
      />
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
