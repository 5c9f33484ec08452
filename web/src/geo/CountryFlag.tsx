import Box from '@mui/material/Box';
import { flagUrl } from './flags';

/** A country's flag, 25 px wide (docs/people-data-and-consent.md); decorative next to the country's name. */
export const CountryFlag = ({ code }: { code: string | null | undefined }) => {
  const url = flagUrl(code);
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt=""
      width={25}
      height={19}
      loading="lazy"
      data-testid={`flag-${code}`}
      sx={{
        width: 25,
        height: 19,
        flexShrink: 0,
        verticalAlign: 'middle',
        border: 1,
        borderColor: 'divider',
      }}
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
