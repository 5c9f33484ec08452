import IconButton from '@mui/material/IconButton';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import { useMyRegistrationsQuery } from '../participantsApi';
import { useFavouriteIdsQuery, useSetFavouriteMutation } from '../publicApi';
import { selectIdentity } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { useViewer } from '../viewer';
import { RegisteredIcon } from './RegisteredIcon';

interface Props {
  competitionId: number;
  /** the entry's own flag, used until (or unless) the favourite ids are loaded */
  favourite: boolean;
  size?: 'small' | 'medium';
}

/** My favourite ids, asked only for logged-in non-guests (guests never call the favourite calls). */
export const useFavourite = (competitionId: number, fallback: boolean): boolean => {
  const { canFavourite } = useViewer();
  const { data } = useFavouriteIdsQuery(undefined, { skip: !canFavourite });
  if (!canFavourite) return false;
  return data ? data.includes(competitionId) : fallback;
};

/** Star that marks a competition as favourite; shown to logged-in non-guests only. */
export const FavouriteButton = ({ competitionId, favourite: fallback, size = 'small' }: Props) => {
  const { t } = useTranslation();
  const { canFavourite } = useViewer();
  const favourite = useFavourite(competitionId, fallback);
  const [setFavourite, { isLoading }] = useSetFavouriteMutation();
  if (!canFavourite) return null;
  const label = t(favourite ? 'publicPortal.favourite.remove' : 'publicPortal.favourite.add');
  return (
    <IconButton
      size={size}
      aria-label={label}
      title={label}
      aria-pressed={favourite}
      disabled={isLoading}
      onClick={() => void setFavourite({ id: competitionId, favourite: !favourite })}
      data-testid={`competition-favourite-${competitionId}`}
      data-favourite={favourite}
      sx={{ color: favourite ? 'warning.main' : 'action.active' }}
    >
      {favourite ? <StarIcon fontSize="inherit" /> : <StarBorderIcon fontSize="inherit" />}
    </IconButton>
  );
};

/**
 * My registration of a competition from registration's `competitions/registrations` (logged-in
 * non-guests only, one call shared by every row; the list renders before it answers), else the
 * entry's own flags.
 */
export const useRegistration = (
  competition: { id: number; registered: boolean; registrationPaid: boolean },
  audience: number | undefined,
): { registered: boolean; paid: boolean } => {
  const { canFavourite } = useViewer();
  const { data } = useMyRegistrationsQuery(audience ?? 0, { skip: !canFavourite });
  if (!canFavourite) return { registered: false, paid: false };
  if (!data) return { registered: competition.registered, paid: competition.registrationPaid };
  const mine = data.find((entry) => entry.competitionId === competition.id);
  return { registered: mine !== undefined, paid: mine?.paid ?? false };
};

/** The favourite star and, when the visitor is registered, the registered icon of a competition. */
export const CompetitionMarks = ({
  competition,
  size,
}: {
  competition: { id: number; favourite: boolean; registered: boolean; registrationPaid: boolean };
  size?: 'small' | 'medium';
}) => {
  const identity = useAppSelector(selectIdentity);
  const { registered, paid } = useRegistration(competition, identity?.id);
  return (
    <>
      <FavouriteButton competitionId={competition.id} favourite={competition.favourite} size={size} />
      <RegisteredIcon id={competition.id} registered={registered} paid={paid} />
    </>
  );
};
