import i18n from 'i18next';
import { participantsDe } from '../i18n/participants.de';
import { participantsEn } from '../i18n/participants.en';

/** Side-effect module: the participants table brings its texts with its chunk (as publicTexts.ts). */
const register = () => {
  i18n.addResourceBundle('de', 'translation', participantsDe, true, false);
  i18n.addResourceBundle('en', 'translation', participantsEn, true, false);
};
if (i18n.isInitialized) register();
else i18n.on('initialized', register);
