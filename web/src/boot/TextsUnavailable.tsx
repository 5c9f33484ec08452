import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * Shown instead of the app when the shell's language file did not load after its retries
 * (i18n/retry.ts). Its few words are here in both languages: they cannot come from the file that
 * failed, and raw translation keys would tell the user nothing (docs/web-usability.md). Retrying
 * reloads the page, which fetches the file afresh.
 */
export const TextsUnavailable = () => (
  <Box component="main" sx={{ maxWidth: 560, mx: 'auto', mt: 6, px: 2 }} data-testid="texts-unavailable">
    <Alert severity="warning" sx={{ mb: 2 }}>
      <p lang="de" style={{ margin: '0 0 8px' }}>
        Die Seite konnte nicht vollständig geladen werden. Bitte prüfen Sie Ihre Internetverbindung.
      </p>
      <p lang="en" style={{ margin: 0 }}>
        The page could not be loaded completely. Please check your internet connection.
      </p>
    </Alert>
    <Button variant="contained" onClick={() => window.location.reload()} data-testid="texts-retry">
      Erneut versuchen / Try again
    </Button>
  </Box>
);
