import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../pages/PageTitle';
import { ViewToggle } from '../public/components/ViewToggle';
import '../public/publicTexts';
import { useViewer } from '../public/viewer';
import { BookedList } from './BookedList';
import { FavouritesList } from './FavouritesList';
import './myTexts';

const TABS = ['booked', 'favourites', 'participated'] as const;
type TabName = (typeof TABS)[number];

/** myCompetitions: booked list, favourites, participated list (tab in the query: `?tab=`). */
const MyCompetitionsPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TabName = TABS.find((name) => name === params.get('tab')) ?? 'booked';
  const { canChangeView, shooterCards } = useViewer();
  // shown at once, saved in the background; the toggle puts it back when saving fails
  const [cards, setCards] = useState(shooterCards);
  return (
    <Box data-testid="page-my-competitions">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <PageTitle>{t('myCompetitions.title')}</PageTitle>
        {/* premium only: guests and unpaid users keep the list (docs/my-competitions.md) */}
        {canChangeView ? (
          <ViewToggle cards={cards} onChange={setCards} setting="shooterCompetitionView" />
        ) : null}
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setParams({ tab: value }, { replace: true })}
        aria-label={t('myCompetitions.tabsLabel')}
        // all three tabs in the window, also on phones (their labels wrap), none scrolled out of reach
        variant="fullWidth"
        sx={{ mb: 2, '& .MuiTab-root': { minWidth: 0, px: 1 } }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`myCompetitions.tabs.${name}`)}
            data-testid={`my-tab-${name}`}
          />
        ))}
      </Tabs>
      {tab === 'booked' ? <BookedList archive={false} cards={canChangeView && cards} /> : null}
      {tab === 'favourites' ? <FavouritesList cards={canChangeView && cards} /> : null}
      {tab === 'participated' ? <BookedList archive cards={canChangeView && cards} /> : null}
    </Box>
  );
};

export default MyCompetitionsPage;
