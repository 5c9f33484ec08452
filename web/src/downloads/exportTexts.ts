import i18n from 'i18next';
import { exportsDe } from '../i18n/exports.de';
import { exportsEn } from '../i18n/exports.en';

/** Side-effect module: the exports page and the download buttons bring their texts with their chunks. */
export const registerExportTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', exportsDe, true, false);
  instance.addResourceBundle('en', 'translation', exportsEn, true, false);
};

if (i18n.isInitialized) registerExportTexts();
else i18n.on('initialized', () => registerExportTexts());
