/** Oldest versions the spec supports (docs/web-app.md). Internet Explorer is never supported. */
export const MINIMUM_BROWSER_VERSIONS = { chrome: 49, safari: 10, firefox: 52 } as const;

export type BrowserName = keyof typeof MINIMUM_BROWSER_VERSIONS | 'ie';

export interface DetectedBrowser {
  name: BrowserName;
  major: number;
}

const major = (userAgent: string, pattern: RegExp): number | null => {
  const match = pattern.exec(userAgent);
  return match?.[1] ? Number.parseInt(match[1], 10) : null;
};

/** Recognises the browsers the spec names; anything else (bots, rare engines) gives null. */
export const detectBrowser = (userAgent: string): DetectedBrowser | null => {
  const ie =
    major(userAgent, /MSIE (\d+)/) ?? (/Trident\//.test(userAgent) ? major(userAgent, /rv:(\d+)/) : null);
  if (ie !== null) return { name: 'ie', major: ie };

  // Firefox on iOS is WebKit with its own version scheme, so it is left to the Safari rule below.
  const firefox = major(userAgent, /Firefox\/(\d+)/);
  if (firefox !== null) return { name: 'firefox', major: firefox };

  // Edge (Chromium and legacy), Opera, Samsung and Chrome on iOS all carry a Chrome version.
  const chrome = major(userAgent, /(?:Chrome|Chromium|CriOS)\/(\d+)/);
  if (chrome !== null) return { name: 'chrome', major: chrome };

  if (/Safari\//.test(userAgent) || /AppleWebKit\//.test(userAgent)) {
    const safari = major(userAgent, /Version\/(\d+)/);
    if (safari !== null) return { name: 'safari', major: safari };
  }
  return null;
};

/** False for every Internet Explorer and for browsers older than the minimums; unknown browsers pass. */
export const isSupportedBrowser = (userAgent: string): boolean => {
  const browser = detectBrowser(userAgent);
  if (!browser) return true;
  if (browser.name === 'ie') return false;
  return browser.major >= MINIMUM_BROWSER_VERSIONS[browser.name];
};
