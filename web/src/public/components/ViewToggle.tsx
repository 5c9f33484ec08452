import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { useTranslation } from 'react-i18next';
import {
  useSetViewTypeMutation,
  VIEW_TYPE_IDENTITY_FIELD,
  type ViewTypeSetting,
} from '../../profile/profileApi';
import { identityUpdated, selectIdentity } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useViewer } from '../viewer';

interface Props {
  cards: boolean;
  onChange: (cards: boolean) => void;
  /** which list's view: the public lists (default) or My competitions (shooterCompetitionView) */
  setting?: ViewTypeSetting;
}

/**
 * List or cards. Premium users change it and it is saved with their profile (PUT
 * profile/competitionView or profile/shooterCompetitionView); guests and users without valid
 * payment see it disabled (docs/my-competitions.md).
 */
export const ViewToggle = ({ cards, onChange, setting = 'competitionView' }: Props) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const identity = useAppSelector(selectIdentity);
  const { canChangeView } = useViewer();
  const [save, { isLoading }] = useSetViewTypeMutation();

  const change = async (next: boolean) => {
    if (next === cards || !canChangeView || !identity) return;
    onChange(next);
    const result = await save({ setting, cards: next });
    if (result.error) onChange(!next);
    else dispatch(identityUpdated({ ...identity, [VIEW_TYPE_IDENTITY_FIELD[setting]]: next }));
  };

  const button = (value: 'list' | 'cards') => {
    const selected = (value === 'cards') === cards;
    const Icon = value === 'cards' ? ViewModuleIcon : ViewListIcon;
    return (
      <IconButton
        size="small"
        aria-label={t(`publicPortal.view.${value}`)}
        aria-pressed={selected}
        disabled={!canChangeView || isLoading}
        onClick={() => void change(value === 'cards')}
        data-testid={`competition-view-${value}`}
        sx={{
          borderRadius: 0,
          color: selected ? 'primary.main' : 'action.active',
          bgcolor: selected ? 'action.selected' : 'transparent',
        }}
      >
        <Icon fontSize="small" />
      </IconButton>
    );
  };
  return (
    <Box
      role="group"
      aria-label={t('publicPortal.view.label')}
      title={canChangeView ? t('publicPortal.view.label') : t('publicPortal.view.premiumOnly')}
      data-testid="competition-view"
      data-view={cards ? 'cards' : 'list'}
      sx={{ display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      {button('list')}
      {button('cards')}
    </Box>
  );
};
