import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../config';

/** Postal address, phone and e-mail of the operator (footer and legal pages). */
export const OperatorAddress = ({ color }: { color?: string }) => {
  const { t } = useTranslation();
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
      {OPERATOR.company}
      <br />
      {OPERATOR.street}
      <br />
      {OPERATOR.zip} {OPERATOR.city}, {t('footer.country')}
      <br />
      {t('footer.phone')}:{' '}
      <Link href={`tel:${OPERATOR.phone.replace(/\s/g, '')}`} color={color ?? 'primary'}>
        {OPERATOR.phone}
      </Link>
      <br />
      {t('footer.email')}:{' '}
      <Link href={`mailto:${OPERATOR.email}`} color={color ?? 'primary'}>
        {OPERATOR.email}
      </Link>
    </Typography>
  );
};
