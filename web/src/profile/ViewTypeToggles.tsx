import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { useTranslation } from 'react-i18next';
import { identityUpdated, selectIdentity } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  useSetViewTypeMutation,
  VIEW_TYPE_IDENTITY_FIELD as IDENTITY_FIELD,
  type ViewTypeSetting,
} from './profileApi';

/**
 * List or card view of the competition lists (true = cards), saved at once. Shown only to
 * premium users who are not admins (the editor decides).
 */
export const ViewTypeToggles = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const identity = useAppSelector(selectIdentity);
  const [setViewType, { isLoading }] = useSetViewTypeMutation();
  if (!identity) return null;

  const change = async (setting: ViewTypeSetting, cards: boolean) => {
    const result = await setViewType({ setting, cards });
    if (!result.error) dispatch(identityUpdated({ ...identity, [IDENTITY_FIELD[setting]]: cards }));
  };

  return (
    <Box sx={{ mt: 3 }} data-testid="profile-view-types">
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {t('profile.viewTypes')}
      </Typography>
      {(Object.keys(IDENTITY_FIELD) as ViewTypeSetting[]).map((setting) => (
        <Box
          key={setting}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mb: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography>{t(`profile.${setting}`)}</Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            disabled={isLoading}
            value={identity[IDENTITY_FIELD[setting]] ? 'cards' : 'list'}
            onChange={(_event, value: 'cards' | 'list' | null) => {
              if (value) void change(setting, value === 'cards');
            }}
            aria-label={t(`profile.${setting}`)}
            data-testid={`profile-${setting}`}
          >
            <ToggleButton value="list" data-testid={`profile-${setting}-list`}>
              <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} />
              {t('profile.list')}
            </ToggleButton>
            <ToggleButton value="cards" data-testid={`profile-${setting}-cards`}>
              <ViewModuleIcon fontSize="small" sx={{ mr: 0.5 }} />
              {t('profile.cards')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
      ))}
    </Box>
  );
};
