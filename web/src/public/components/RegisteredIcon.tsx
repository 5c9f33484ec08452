import Box from '@mui/material/Box';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { useTranslation } from 'react-i18next';

/** The visitor's own registration: green when paid, red when not (docs/registration.md). */
export const RegisteredIcon = ({
  id,
  registered,
  paid,
}: {
  id: number;
  registered: boolean;
  paid: boolean;
}) => {
  const { t } = useTranslation();
  if (!registered) return null;
  const label = t(paid ? 'publicPortal.registered.paid' : 'publicPortal.registered.unpaid');
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{ display: 'inline-flex' }}
      data-testid={`competition-registered-${id}`}
      data-paid={paid}
    >
      <HowToRegIcon fontSize="small" color={paid ? 'success' : 'error'} />
    </Box>
  );
};
