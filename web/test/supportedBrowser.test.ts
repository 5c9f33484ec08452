import { describe, expect, it } from 'vitest';
import { detectBrowser, isSupportedBrowser } from '../src/browser/supportedBrowser';

const UA = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  chrome48:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/48.0.2564.116 Safari/537.36',
  chrome49:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36',
  chromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/140.0.7339.185 Chrome/140.0.7339.185 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.153 Mobile/15E148 Safari/604.1',
  safari9:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/601.7.7 (KHTML, like Gecko) Version/9.1.2 Safari/601.7.7',
  safari10:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12) AppleWebKit/602.1.50 (KHTML, like Gecko) Version/10.0 Safari/602.1.50',
  iosSafari9:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 9_3_5 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13G36 Safari/601.1',
  iosSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefox51: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:51.0) Gecko/20100101 Firefox/51.0',
  firefox52: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:52.0) Gecko/20100101 Firefox/52.0',
  firefoxCurrent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/128.0 Mobile/15E148 Safari/605.1.15',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('isSupportedBrowser', () => {
  it.each([
    ['IE 11', UA.ie11],
    ['IE 10', UA.ie10],
    ['Chrome 48', UA.chrome48],
    ['Safari 9', UA.safari9],
    ['iOS Safari 9', UA.iosSafari9],
    ['Firefox 51', UA.firefox51],
  ])('rejects %s', (_name, userAgent) => {
    expect(isSupportedBrowser(userAgent)).toBe(false);
  });

  it.each([
    ['Chrome 49', UA.chrome49],
    ['current Chromium', UA.chromium],
    ['headless Chrome', UA.headlessChrome],
    ['Edge (Chromium)', UA.edge],
    ['Chrome on iOS', UA.chromeIos],
    ['Safari 10', UA.safari10],
    ['iOS Safari 17', UA.iosSafari17],
    ['Firefox 52', UA.firefox52],
    ['current Firefox', UA.firefoxCurrent],
    ['Firefox on iOS', UA.firefoxIos],
    ['an unknown client', UA.googlebot],
  ])('accepts %s', (_name, userAgent) => {
    expect(isSupportedBrowser(userAgent)).toBe(true);
  });
});

describe('detectBrowser', () => {
  it('reads name and major version', () => {
    expect(detectBrowser(UA.ie11)).toEqual({ name: 'ie', major: 11 });
    expect(detectBrowser(UA.ie10)).toEqual({ name: 'ie', major: 10 });
    expect(detectBrowser(UA.chrome48)).toEqual({ name: 'chrome', major: 48 });
    expect(detectBrowser(UA.edge)).toEqual({ name: 'chrome', major: 131 });
    expect(detectBrowser(UA.safari10)).toEqual({ name: 'safari', major: 10 });
    expect(detectBrowser(UA.firefox51)).toEqual({ name: 'firefox', major: 51 });
  });

  it('gives null for clients it does not know', () => {
    expect(detectBrowser(UA.googlebot)).toBeNull();
    expect(detectBrowser('')).toBeNull();
  });
});
