import Button from '@mui/material/Button';
import EventIcon from '@mui/icons-material/Event';
import { useTranslation } from 'react-i18next';
import { competitionCalendarPath } from './calendarApi';
// its two texts are the competition page's own: the calendar's others stay with the profile
import '../public/publicTexts';

/** The competition page's calendar file (docs/calendar-feed.md): its squads or days as `.ics`. */
export const CompetitionCalendarLink = ({ publicLink, name }: { publicLink: string; name: string }) => {
  const { t, i18n } = useTranslation();
  return (
    <Button
      size="small"
      startIcon={<EventIcon />}
      href={competitionCalendarPath(publicLink, i18n.language)}
      download={`${publicLink}.ics`}
      aria-label={t('publicPortal.details.calendarFileLabel', { name })}
      data-testid="competition-calendar"
    >
      {t('publicPortal.details.calendarFile')}
    </Button>
  );
};
