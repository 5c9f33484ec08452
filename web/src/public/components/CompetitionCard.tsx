import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveImage } from '../../images/ResponsiveImage';
import { formatDateRange, formatEuro, imageUrl } from '../format';
import { publicPaths } from '../publicPaths';
import type { PublicCompetition } from '../types';
import {
  CompetitionName,
  DetailsButton,
  MapLink,
  PlacesText,
  RegisterButton,
  useRegionLabel,
} from './CompetitionParts';
import { DownloadMenu } from './DownloadMenu';
import { CompetitionMarks } from './FavouriteButton';
import { Tag } from './Tag';

/** The picture of a card: the competition type's image, else the club's logo. */
export const cardImage = (competition: Pick<PublicCompetition, 'competitionTypeImage' | 'clubLogo'>) =>
  imageUrl(competition.competitionTypeImage) ? competition.competitionTypeImage : competition.clubLogo;

/** A card's picture is at most 140 px high, so at most 210 px wide (490 × 327, docs/images.md). */
const CARD_IMAGE_SIZES = '210px';

/** One competition as a card (card view of the list, dashboard). */
export const CompetitionCard = ({ competition }: { competition: PublicCompetition }) => {
  const { t, i18n } = useTranslation();
  const region = useRegionLabel();
  const image = cardImage(competition);
  const place = [competition.city, region(competition.country, competition.state)].filter(Boolean).join(', ');
  const chips = [
    competition.levelName,
    competition.competitionTypeName,
    competition.stages ? t('publicPortal.card.stages', { count: competition.stages }) : null,
    competition.nominationFee !== null ? formatEuro(competition.nominationFee, i18n.language) : null,
  ].filter((chip): chip is string => Boolean(chip));
  return (
    <Card
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      data-testid={`competition-card-${competition.id}`}
      data-kind="competition"
    >
      <Box
        sx={{
          height: 140,
          bgcolor: 'grey.100',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {imageUrl(image) ? (
          <ResponsiveImage
            image={image}
            variant="card"
            sizes={CARD_IMAGE_SIZES}
            alt=""
            loading="lazy"
            sx={{ height: '100%', width: 'auto', maxWidth: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography
            variant="h3"
            component="span"
            color="text.secondary"
            sx={{ px: 2, textAlign: 'center' }}
          >
            {competition.competitionTypeName}
          </Typography>
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="h3" component="h2" sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
            <CompetitionName competition={competition} />
          </Typography>
          <CompetitionMarks competition={competition} />
        </Box>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
          <EventIcon fontSize="small" color="action" />
          {formatDateRange(competition.competitionDate, competition.competitionEndDate)}
        </Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceIcon fontSize="small" color="action" />
          {place || '–'}
          {competition.googleMapsLink && (
            <MapLink href={competition.googleMapsLink} testId={`competition-map-${competition.id}`} />
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <Link component={RouterLink} to={publicPaths.club(competition.clubPublicLinkId)} color="inherit">
            {competition.clubName}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {chips.map((chip) => (
            <Tag key={chip}>{chip}</Tag>
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('publicPortal.columns.places')}:
          </Typography>
          <PlacesText id={competition.id} places={competition.places} />
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <DownloadMenu
          competitionId={competition.id}
          uploads={competition.competitionUploads}
          resultListLink={competition.resultListLink}
        />
        <Box sx={{ flexGrow: 1 }} />
        <DetailsButton competition={competition} />
        <RegisterButton competition={competition} />
      </CardActions>
    </Card>
  );
};

/** The responsive grid of cards: one column on phones, up to four on wide screens. */
export const CARD_GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
} as const;
