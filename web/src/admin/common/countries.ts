/**
 * Country codes of the user form (back-office.md section 3, "Country list"): ISO 3166-1 alpha-2
 * in lower case, Kosovo (xk) and the four parts of the United Kingdom. Names come from the
 * browser's Intl.DisplayNames in the current language.
 */
const ISO_CODES =
  'ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs bt bv bw by bz ' +
  'ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg eh er es et fi fj fk fm fo ' +
  'fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je ' +
  'jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo ' +
  'mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw ' +
  'py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl tm ' +
  'tn to tr tt tv tw tz ua ug um us uy uz va vc ve vg vi vn vu wf ws xk ye yt za zm zw';

const UK_PARTS: Record<string, Record<'de' | 'en', string>> = {
  'gb-eng': { de: 'England', en: 'England' },
  'gb-nir': { de: 'Nordirland', en: 'Northern Ireland' },
  'gb-sct': { de: 'Schottland', en: 'Scotland' },
  'gb-wls': { de: 'Wales', en: 'Wales' },
};

export const COUNTRY_CODES: readonly string[] = [...ISO_CODES.split(' '), ...Object.keys(UK_PARTS)];
/** Countries with a state list come first in the select. */
export const PREFERRED_COUNTRIES = ['at', 'de'] as const;

const displayNames = new Map<string, Intl.DisplayNames | null>();
const namesFor = (language: string): Intl.DisplayNames | null => {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  return displayNames.get(language) ?? null;
};

export const countryName = (code: string | null | undefined, language: string): string => {
  if (!code) return '';
  const part = UK_PARTS[code];
  if (part) return part[language === 'en' ? 'en' : 'de'];
  if (code === 'xk') return 'Kosovo';
  try {
    return namesFor(language)?.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
};

/** Austria and Germany first, then every other country by its name in the given language. */
export const countryOptions = (language: string): { code: string; name: string }[] => {
  const collator = new Intl.Collator(language);
  const rest = COUNTRY_CODES.filter((code) => !(PREFERRED_COUNTRIES as readonly string[]).includes(code))
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...PREFERRED_COUNTRIES.map((code) => ({ code, name: countryName(code, language) })), ...rest];
};
