import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { isKnownCountry } from '@portal/contracts/identity-constants';

type FlagUrl = (code: string | null | undefined) => string | null;
/**
 * The map of the flags' URLs (5 kB gzip) loads after the page, once for all flags: decorative
 * images need not hold back the first load (docs/web-app.md, budget).
 */
let flagUrls: Promise<FlagUrl> | null = null;
const loadFlagUrls = () => (flagUrls ??= import('./flags').then((module) => module.flagUrl));
let loadedFlagUrl: FlagUrl | null = null;

const useFlagUrl = (): FlagUrl | null => {
  const [flagUrl, setFlagUrl] = useState<FlagUrl | null>(() => loadedFlagUrl);
  useEffect(() => {
    if (flagUrl) return;
    let active = true;
    void loadFlagUrls().then((loaded) => {
      loadedFlagUrl = loaded;
      if (active) setFlagUrl(() => loaded);
    });
    return () => {
      active = false;
    };
  }, [flagUrl]);
  return flagUrl;
};

/**
 * A country's flag, 25 px wide (docs/people-data-and-consent.md); decorative next to the country's
 * name. Until the flags' map has loaded an empty box of the same size holds its place.
 */
export const CountryFlag = ({ code }: { code: string | null | undefined }) => {
  const flagUrl = useFlagUrl();
  if (!code || !isKnownCountry(code)) return null;
  const url = flagUrl ? flagUrl(code) : null;
  if (flagUrl && !url) return null;
  const box = {
    width: 25,
    height: 19,
    flexShrink: 0,
    verticalAlign: 'middle',
    border: 1,
    borderColor: 'divider',
  };
  if (!url) return <Box component="span" aria-hidden sx={{ ...box, display: 'inline-block' }} />;
  return (
    <Box
      component="img"
      src={url}
      alt=""
      width={25}
      height={19}
      loading="lazy"
      data-testid={`flag-${code}`}
      sx={box}
    />
  );
};

/** Flag and name side by side, as countries are shown in lists and detail views. */
export const CountryLabel = ({ code, name }: { code: string | null | undefined; name: string }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
    <CountryFlag code={code} />
    <span>{name}</span>
  </Box>
);
