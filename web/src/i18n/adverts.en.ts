import type { advertsDe } from './adverts.de';
import type { TranslationShape } from './translationShape';

/** English texts of the public adverts (see adverts.de.ts). */
export const advertsEn: TranslationShape<typeof advertsDe> = {
  adverts: {
    label: 'Advertisement',
    imageAlt: 'Image of the advertisement {{name}}',
    opensInNewTab: '{{text}} (opens in a new tab)',
    detail: {
      loading: 'Loading the advertisement …',
      notFound: 'This advertisement does not exist or is no longer available.',
      loadError: 'The advertisement could not be loaded: {{message}}',
      toDashboard: 'Go to the start page',
    },
  },
};
