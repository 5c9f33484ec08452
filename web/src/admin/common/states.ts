/** State lists of the user form (identical to the contracts' AUSTRIAN_STATES / GERMAN_STATES). */
export const STATES_BY_COUNTRY: Record<string, readonly string[]> = {
  at: ['B', 'K', 'NOE', 'OOE', 'S', 'ST', 'T', 'V', 'W'],
  de: ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'],
};

export const statesOf = (country: string | null | undefined): readonly string[] =>
  (country && STATES_BY_COUNTRY[country]) || [];
