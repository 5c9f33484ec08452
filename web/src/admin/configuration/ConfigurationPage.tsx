import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MENU_ENTRIES } from '../../layout/menu/menuEntries';
import { visibleSections } from '../../layout/menu/menuVisibility';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import '../common/adminTexts';

/**
 * `/configuration` (docs/back-office-additions.md, the menu's "administration"): the management areas
 * the signed-in user may open, from the menu's own table so both always agree
 * (docs/back-office-additions.md).
 */
const ConfigurationPage = () => {
  const { t } = useTranslation();
  const permissions = useAppSelector(selectPermissions);
  const entries = visibleSections(MENU_ENTRIES, permissions)
    .filter((group) => group.section === 'management')
    .flatMap((group) => group.entries)
    .filter((entry) => entry.id !== 'configuration' && entry.route);
  return (
    <Box data-testid="configuration-page">
      <PageTitle>{t('admin.configuration.title')}</PageTitle>
      <Typography sx={{ mb: 2 }}>{t('admin.configuration.intro')}</Typography>
      <List
        aria-label={t('admin.configuration.title')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          gap: 1,
        }}
      >
        {entries.map((entry) => {
          const Icon = entry.icon;
          return (
            <li key={entry.id}>
              <ListItemButton
                component={RouterLink}
                to={entry.route!}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
                data-testid={`configuration-${entry.id}`}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={t(`menu.${entry.labelKey}`)} />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </Box>
  );
};

export default ConfigurationPage;
