/** Texts of the public adverts (cards and rows between list entries, the detail page `werbung/{id}`). */
export const advertsDe = {
  adverts: {
    label: 'Anzeige',
    imageAlt: 'Bild der Anzeige {{name}}',
    opensInNewTab: '{{text}} (öffnet in einem neuen Tab)',
    detail: {
      loading: 'Die Anzeige wird geladen …',
      notFound: 'Diese Anzeige gibt es nicht oder sie ist nicht mehr verfügbar.',
      loadError: 'Die Anzeige konnte nicht geladen werden: {{message}}',
      toDashboard: 'Zur Startseite',
    },
  },
};
