/**
 * Names of the Austrian and German states by their codes (STATES_BY_COUNTRY), in German and
 * English: the web app's texts and the exports' cells (docs/club-invoices-and-exports.md).
 */
export const STATE_NAMES = {
  de: {
    at: {
      B: 'Burgenland',
      K: 'Kärnten',
      NOE: 'Niederösterreich',
      OOE: 'Oberösterreich',
      S: 'Salzburg',
      ST: 'Steiermark',
      T: 'Tirol',
      V: 'Vorarlberg',
      W: 'Wien',
    },
    de: {
      BW: 'Baden-Württemberg',
      BY: 'Bayern',
      BE: 'Berlin',
      BB: 'Brandenburg',
      HB: 'Bremen',
      HH: 'Hamburg',
      HE: 'Hessen',
      MV: 'Mecklenburg-Vorpommern',
      NI: 'Niedersachsen',
      NW: 'Nordrhein-Westfalen',
      RP: 'Rheinland-Pfalz',
      SL: 'Saarland',
      SN: 'Sachsen',
      ST: 'Sachsen-Anhalt',
      SH: 'Schleswig-Holstein',
      TH: 'Thüringen',
    },
  },
  en: {
    at: {
      B: 'Burgenland',
      K: 'Carinthia',
      NOE: 'Lower Austria',
      OOE: 'Upper Austria',
      S: 'Salzburg',
      ST: 'Styria',
      T: 'Tyrol',
      V: 'Vorarlberg',
      W: 'Vienna',
    },
    de: {
      BW: 'Baden-Württemberg',
      BY: 'Bavaria',
      BE: 'Berlin',
      BB: 'Brandenburg',
      HB: 'Bremen',
      HH: 'Hamburg',
      HE: 'Hesse',
      MV: 'Mecklenburg-Western Pomerania',
      NI: 'Lower Saxony',
      NW: 'North Rhine-Westphalia',
      RP: 'Rhineland-Palatinate',
      SL: 'Saarland',
      SN: 'Saxony',
      ST: 'Saxony-Anhalt',
      SH: 'Schleswig-Holstein',
      TH: 'Thuringia',
    },
  },
};

/** The name of a state of a country in a language; the code itself when unknown. */
export function stateName(country: string | null, code: string, language: 'de' | 'en' = 'de'): string {
  const names = (STATE_NAMES[language] as Record<string, Record<string, string> | undefined>)[country ?? ''];
  return names?.[code] ?? code;
}
