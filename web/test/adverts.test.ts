import { describe, expect, it } from 'vitest';
import { advertCardLayout } from '../src/public/adverts/advertLayout';
import { registerAdvertTexts } from '../src/public/adverts/advertTexts';
import { advertPath } from '../src/public/adverts/advertPaths';
import { ADVERTS_LIST_PARAMS, advertImageUrl } from '../src/public/adverts/advertsApi';

describe('public adverts', () => {
  it('merges the advert texts of both languages into the translation namespace', () => {
    const calls: [string, string, boolean, boolean][] = [];
    registerAdvertTexts({
      addResourceBundle: (
        language: string,
        ns: string,
        _texts: unknown,
        deep: boolean,
        overwrite: boolean,
      ) => {
        calls.push([language, ns, deep, overwrite]);
      },
    } as never);
    expect(calls).toEqual([
      ['de', 'translation', true, false],
      ['en', 'translation', true, false],
    ]);
  });

  it('links the detail page and images by their public ids, never by sequential ids', () => {
    expect(advertPath('0a1b2c')).toBe('/werbung/0a1b2c');
    expect(advertPath('a/b c')).toBe('/werbung/a%2Fb%20c');
    expect(advertImageUrl({ publicId: '7d5c0a4e-1b2f-4c3d-9e8f-0a1b2c3d4e5f', fileName: 'banner.png' })).toBe(
      `/api/download/${'7d5c0a4e-1b2f-4c3d-9e8f-0a1b2c3d4e5f'}`,
    );
  });

  it('asks for the advert list as the spec says: page 0, 100 adverts, id descending', () => {
    expect(ADVERTS_LIST_PARAMS).toEqual({ page: 0, size: 100, sort: 'id,desc' });
  });

  it('shows an advert without an image as a compact text advert, never as an empty image card', () => {
    expect(advertCardLayout({ image: null })).toBe('text');
    expect(
      advertCardLayout({ image: { publicId: '7d5c0a4e-1b2f-4c3d-9e8f-0a1b2c3d4e5f', fileName: 'b.png' } }),
    ).toBe('image');
  });
});
