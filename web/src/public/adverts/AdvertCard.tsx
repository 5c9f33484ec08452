import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import './advertTexts';
import { ResponsiveImage } from '../../images/ResponsiveImage';
import { useClickAdMutation, type PublicAdvert } from './advertsApi';
import { advertCardLayout } from './advertLayout';
import { advertPath } from './advertPaths';

interface AdvertProps {
  advert: PublicAdvert;
}

/** Marks the element that shows an advert, for tests and for the lists' own bookkeeping. */
const advertData = (advert: PublicAdvert) => ({
  'data-testid': 'advert',
  'data-kind': 'advert',
  'data-advert-id': String(advert.id),
  'data-advert-public-id': advert.publicId,
});

/**
 * The advert's button: counts a click (`clickAd`) and then opens the detail page when the advert
 * has a detail view, otherwise its link in a new tab. It is a real link (the click is counted in
 * the click handler, the browser then follows it), so no popup blocker stands in the way. No
 * button when the advert leads nowhere.
 */
export const AdvertButton = ({ advert, fullWidth = false }: AdvertProps & { fullWidth?: boolean }) => {
  const { t } = useTranslation();
  const [clickAd] = useClickAdMutation();
  const count = () => void clickAd(advert.id);
  const common = {
    variant: 'contained' as const,
    size: 'small' as const,
    fullWidth,
    onClick: count,
    'data-testid': 'advert-button',
  };
  if (advert.detailView) {
    return (
      <Button {...common} component={RouterLink} to={advertPath(advert.publicId)}>
        {advert.buttonText}
      </Button>
    );
  }
  if (!advert.buttonLink) return null;
  return (
    <Button
      {...common}
      href={advert.buttonLink}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewIcon fontSize="small" />}
      aria-label={t('adverts.opensInNewTab', { text: advert.buttonText })}
    >
      {advert.buttonText}
    </Button>
  );
};

/** The small "advertisement" label every advert carries, so it is never mistaken for a competition. */
const AdvertLabel = () => {
  const { t } = useTranslation();
  return (
    <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5, display: 'block' }}>
      {t('adverts.label')}
    </Typography>
  );
};

const AdvertImage = ({ advert, height }: AdvertProps & { height: number }) => {
  const { t } = useTranslation();
  if (!advert.image) return null;
  return (
    <Box
      sx={{
        height,
        bgcolor: 'grey.100',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        flexShrink: 0,
      }}
    >
      <ResponsiveImage
        image={advert.image}
        variant="card"
        // at most `height` high, so 1.5 × as wide (490 × 327, docs/images.md)
        sizes={`${Math.round(height * 1.5)}px`}
        alt={t('adverts.imageAlt', { name: advert.name })}
        loading="lazy"
        sx={{ height: '100%', width: 'auto', maxWidth: '100%', objectFit: 'contain' }}
        data-testid="advert-image"
      />
    </Box>
  );
};

const AdvertTitle = ({ advert }: AdvertProps) => (
  <>
    <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }} data-testid="advert-name">
      {advert.name}
    </Typography>
    {advert.shortName && (
      <Typography variant="body2" color="text.secondary" data-testid="advert-short-name">
        {advert.shortName}
      </Typography>
    )}
  </>
);

/**
 * An advert between cards (card view of the lists, dashboard). With an image it is a card as high
 * as its neighbours; without one a slim text strip over the whole row (label, name, short name,
 * button), so no large empty card stands in the grid.
 */
export const AdvertCard = ({ advert }: AdvertProps) =>
  advertCardLayout(advert) === 'text' ? (
    <Card
      variant="outlined"
      component="aside"
      sx={{ gridColumn: '1 / -1', alignSelf: 'start', borderStyle: 'dashed' }}
      {...advertData(advert)}
      data-layout="text"
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          px: 2,
          py: 1.5,
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <AdvertLabel />
          <AdvertTitle advert={advert} />
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <AdvertButton advert={advert} />
        </Box>
      </Box>
    </Card>
  ) : (
    <Card
      variant="outlined"
      component="aside"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', borderStyle: 'dashed' }}
      {...advertData(advert)}
      data-layout="image"
    >
      <AdvertImage advert={advert} height={140} />
      <CardContent sx={{ flexGrow: 1 }}>
        <AdvertLabel />
        <AdvertTitle advert={advert} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <AdvertButton advert={advert} />
      </CardActions>
    </Card>
  );

/**
 * An advert between the rows of a table (list view, results): one full-width row; `colSpan` is the
 * number of the table's columns.
 */
export const AdvertRow = ({ advert, colSpan }: AdvertProps & { colSpan: number }) => (
  <TableRow {...advertData(advert)}>
    <TableCell colSpan={colSpan} sx={{ bgcolor: 'action.hover' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
        }}
      >
        {advert.image && (
          <Box sx={{ width: 120 }}>
            <AdvertImage advert={advert} height={80} />
          </Box>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <AdvertLabel />
          <AdvertTitle advert={advert} />
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <AdvertButton advert={advert} />
        </Box>
      </Box>
    </TableCell>
  </TableRow>
);
