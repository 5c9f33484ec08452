import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_POLL_MS, useActiveMaintenanceWindowQuery } from '../admin/maintenance/activeWindowApi';
import { barWording } from '../admin/maintenance/maintenanceDates';

/**
 * Info bar (upcoming) or warning bar (running) of the active maintenance window, for every user;
 * loaded on start and every five minutes, failures stay silent.
 */
export const MaintenanceBar = () => {
  const { t } = useTranslation();
  const { data } = useActiveMaintenanceWindowQuery(undefined, { pollingInterval: MAINTENANCE_POLL_MS });
  const window = data?.window;
  const wording = window ? barWording(window) : null;
  if (!window || !wording) return null;
  return (
    <Alert
      severity={wording.key === 'bars.maintenanceCurrent' ? 'warning' : 'info'}
      variant="filled"
      sx={{ borderRadius: 0, whiteSpace: 'pre-line' }}
      data-testid="maintenance-bar"
    >
      <strong>{t(wording.key, { from: wording.from, to: wording.to })}</strong> {window.message}
    </Alert>
  );
};
