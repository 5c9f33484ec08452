import i18n from 'i18next';
import { adminDe } from '../../i18n/admin.de';
import { adminEn } from '../../i18n/admin.en';

/**
 * Side-effect module: the texts under `admin.` (common list and form parts, users, user roles,
 * clients, …) come with the admin chunks and are merged into the translation namespace when the
 * first one loads; the shell carries only the menu labels. Imported by ./hooks.ts, which every
 * admin page imports.
 */
export const registerAdminTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', adminDe, true, false);
  instance.addResourceBundle('en', 'translation', adminEn, true, false);
};

// the shell initialises i18next before any lazy chunk loads; the event covers any other order
if (i18n.isInitialized) registerAdminTexts();
else i18n.on('initialized', () => registerAdminTexts());
