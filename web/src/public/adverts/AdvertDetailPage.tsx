import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { SerializedError } from '@reduxjs/toolkit';
import { skipToken, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { messageFromQueryError } from '../../api/errorMessage';
import { useMessage } from '../../i18n/useMessage';
import { PageTitle } from '../../pages/PageTitle';
import { PATHS } from '../../routes/paths';
import './advertTexts';
import { ResponsiveImage } from '../../images/ResponsiveImage';
import { useGetAdFromPublicIdQuery, type PublicAdvert } from './advertsApi';

/** The catalogue key of a failed load; a 404 (unknown, inactive or expired advert) is null. */
const failureKey = (error: FetchBaseQueryError | SerializedError): string | null => {
  if (!('status' in error)) return 'INTERNAL_ERROR';
  return error.status === 404 ? null : messageFromQueryError(error);
};

const AdvertDetail = ({ advert }: { advert: PublicAdvert }) => {
  const { t } = useTranslation();
  const image = advert.detailImage ?? advert.image;
  return (
    <Box component="article" data-testid="advert-detail" data-advert-id={advert.id}>
      <PageTitle>{advert.name}</PageTitle>
      {advert.shortName && (
        <Typography variant="h2" component="p" color="text.secondary" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {advert.shortName}
        </Typography>
      )}
      {image && (
        <ResponsiveImage
          image={image}
          variant="card"
          // the page's width on a phone, at most 720 px (480 high) elsewhere (docs/images.md)
          sizes="(max-width: 720px) 100vw, 720px"
          alt={t('adverts.imageAlt', { name: advert.name })}
          data-testid="advert-detail-image"
          // as wide as the page up to 720 px; the height follows from width/height (490 × 327)
          sx={{ display: 'block', width: '100%', maxWidth: 720, height: 'auto', objectFit: 'contain', mb: 2 }}
        />
      )}
      {advert.text && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, overflowWrap: 'anywhere', maxWidth: 900 }}>
          {/* sanitized by the catalog with an allow-list (no scripts, styles or event handlers) */}
          <Box
            data-testid="advert-detail-text"
            sx={{
              '& p:first-of-type': { mt: 0 },
              '& p:last-of-type': { mb: 0 },
              '& img': { maxWidth: '100%' },
            }}
            dangerouslySetInnerHTML={{ __html: advert.text }}
          />
        </Paper>
      )}
      {advert.buttonLink && (
        <Button
          variant="contained"
          href={advert.buttonLink}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
          aria-label={t('adverts.opensInNewTab', { text: advert.buttonText })}
          data-testid="advert-detail-button"
        >
          {advert.buttonText}
        </Button>
      )}
    </Box>
  );
};

/**
 * `werbung/{adId}` (docs/web-app.md): an advert's detail image (or its image), name,
 * short name, HTML text and a button to its link. The click that led here was counted by the
 * advert's button in the list; the link button here is not counted again. A missing, inactive or
 * expired advert shows a not-found message; another failure its translated error.
 */
const AdvertDetailPage = () => {
  const { t } = useTranslation();
  const message = useMessage();
  const { adId } = useParams<{ adId: string }>();
  const { data, error, isLoading } = useGetAdFromPublicIdQuery(adId ?? skipToken);

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }} data-testid="advert-detail-loading">
        <CircularProgress size={24} />
        <Typography>{t('adverts.detail.loading')}</Typography>
      </Box>
    );
  }
  if (error || !data) {
    const key = error ? failureKey(error) : null;
    return (
      <Box data-testid="advert-detail-missing">
        <Alert severity={key ? 'error' : 'info'} sx={{ mb: 2, maxWidth: 900 }}>
          {key ? t('adverts.detail.loadError', { message: message(key) }) : t('adverts.detail.notFound')}
        </Alert>
        <Button component={RouterLink} to={PATHS.dashboard} variant="outlined">
          {t('adverts.detail.toDashboard')}
        </Button>
      </Box>
    );
  }
  return <AdvertDetail advert={data} />;
};

export default AdvertDetailPage;
