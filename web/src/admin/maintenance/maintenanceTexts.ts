import i18n from 'i18next';
import { maintenanceDe } from '../../i18n/maintenance.de';
import { maintenanceEn } from '../../i18n/maintenance.en';

/** Side-effect module: the lazy maintenance chunks merge their texts when they load. */
export const registerMaintenanceTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', maintenanceDe, true, false);
  instance.addResourceBundle('en', 'translation', maintenanceEn, true, false);
};

if (i18n.isInitialized) registerMaintenanceTexts();
else i18n.on('initialized', () => registerMaintenanceTexts());
