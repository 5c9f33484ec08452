import i18n from 'i18next';
import { competitionsDe } from '../../i18n/competitions.de';
import { competitionsEn } from '../../i18n/competitions.en';

/**
 * Side-effect module: the lazy competition chunks bring their own texts and merge them into the
 * translation namespace when they load (the shell carries only the menu labels).
 */
export const registerCompetitionTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', competitionsDe, true, false);
  instance.addResourceBundle('en', 'translation', competitionsEn, true, false);
};

if (i18n.isInitialized) registerCompetitionTexts();
else i18n.on('initialized', () => registerCompetitionTexts());
