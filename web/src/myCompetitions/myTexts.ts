import i18n from 'i18next';
import { myCompetitionsDe } from '../i18n/my-competitions.de';
import { myCompetitionsEn } from '../i18n/my-competitions.en';

/** Side-effect module: the lazy pages of one's own registrations (and the dashboard lists) bring their texts. */
export const registerMyCompetitionsTexts = (
  instance: Pick<typeof i18n, 'addResourceBundle'> = i18n,
): void => {
  instance.addResourceBundle('de', 'translation', myCompetitionsDe, true, false);
  instance.addResourceBundle('en', 'translation', myCompetitionsEn, true, false);
};

if (i18n.isInitialized) registerMyCompetitionsTexts();
else i18n.on('initialized', () => registerMyCompetitionsTexts());
