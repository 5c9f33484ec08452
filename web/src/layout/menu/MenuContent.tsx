import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Box from '@mui/material/Box';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { selectIdentity, selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { entriesFor, MENU_ENTRIES, type MenuEntry } from './menuEntries';
import { visibleSections } from './menuVisibility';

interface Props {
  /** Called after an entry was chosen (closes the temporary drawer on phones). */
  onNavigate?: () => void;
}

const EntryButton = ({ entry, selected, onNavigate }: { entry: MenuEntry; selected: boolean } & Props) => {
  const { t } = useTranslation();
  const Icon = entry.icon;
  const label = t(`menu.${entry.labelKey}`);
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={label} />
    </>
  );
  if (entry.route) {
    return (
      <ListItem disablePadding>
        <ListItemButton
          component={RouterLink}
          to={entry.route}
          selected={selected}
          onClick={onNavigate}
          data-testid={`menu-${entry.id}`}
        >
          {content}
        </ListItemButton>
      </ListItem>
    );
  }
  // a list holds list items only: each link sits in its <li> (axe "list" rule)
  return (
    <ListItem disablePadding>
      <ListItemButton
        component="a"
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} ${t('app.opensInNewTab')}`}
        onClick={onNavigate}
        data-testid={`menu-${entry.id}`}
      >
        {content}
        <OpenInNewIcon fontSize="inherit" sx={{ color: 'text.secondary', ml: 1 }} />
      </ListItemButton>
    </ListItem>
  );
};

/** The menu table filtered by the session's permissions, one list per section. */
export const MenuContent = ({ onNavigate }: Props) => {
  const { t } = useTranslation();
  const permissions = useAppSelector(selectPermissions);
  const clubId = useAppSelector(selectIdentity)?.clubId;
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('menu.label')} data-testid="app-menu">
      {visibleSections(entriesFor(MENU_ENTRIES, clubId), permissions).map(({ section, entries }) => (
        <List
          key={section}
          dense
          subheader={<ListSubheader disableSticky>{t(`menu.sections.${section}`)}</ListSubheader>}
        >
          {entries.map((entry) => (
            <EntryButton
              key={entry.id}
              entry={entry}
              selected={entry.route === pathname}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      ))}
    </Box>
  );
};
