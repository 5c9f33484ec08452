import type { TranslationShape } from './translationShape';

/**
 * Names of the Austrian and German states by their codes (contracts' STATES_BY_COUNTRY), shared by
 * the lazy text bundles that show them (public.*, account-pages.*, admin.*). Not a tree of its own:
 * each bundle places it under its own key, so it loads with whichever of them comes first.
 */
export const stateNamesDe = {
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
};

export const stateNamesEn: TranslationShape<typeof stateNamesDe> = {
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
};
