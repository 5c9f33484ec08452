import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankInformation } from '../types';
import { formatIban } from '../format';

/** A titled box of facts on the club and competition pages. */
export const InfoSection = ({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) => (
  <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
    <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** One line of text, left out when empty. */
export const Line = ({ children, testId }: { children: ReactNode; testId?: string }) =>
  children === null || children === undefined || children === '' ? null : (
    <Typography variant="body2" data-testid={testId}>
      {children}
    </Typography>
  );

/** The bank account of a club, left out without IBAN and name. */
export const BankSection = ({
  title,
  bank,
  testId,
  ibanTestId,
}: {
  title: string;
  bank: BankInformation | null | undefined;
  testId: string;
  ibanTestId?: string;
}) => {
  const { t } = useTranslation();
  if (!bank || !(bank.iban || bank.name)) return null;
  return (
    <InfoSection title={title} testId={testId}>
      <Line>{bank.name}</Line>
      {bank.iban && (
        <Line testId={ibanTestId}>{`${t('publicPortal.bank.iban')}: ${formatIban(bank.iban)}`}</Line>
      )}
      {bank.bic && <Line>{`${t('publicPortal.bank.bic')}: ${bank.bic}`}</Line>}
    </InfoSection>
  );
};

/** A contact's name, e-mail (mailto) and telephone (tel), each on its own line when given. */
export const ContactLines = ({
  name,
  email,
  telephone,
}: {
  name: ReactNode;
  email: string | null | undefined;
  telephone: string | null | undefined;
}) => (
  <>
    <Line>{name}</Line>
    {email && (
      <Line>
        <Link href={`mailto:${email}`}>{email}</Link>
      </Line>
    )}
    {telephone && (
      <Line>
        <Link href={`tel:${telephone.replace(/\s+/g, '')}`}>{telephone}</Link>
      </Line>
    )}
  </>
);

/** A line with a link opening in a new tab; `icon` marks it as leaving the portal. */
export const LinkLine = ({
  href,
  testId,
  icon,
  children,
}: {
  href: string;
  testId: string;
  icon?: boolean;
  children: ReactNode;
}) => (
  <Line>
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      sx={icon ? { display: 'inline-flex', alignItems: 'center', gap: 0.5 } : undefined}
    >
      {children}
      {icon && <OpenInNewIcon fontSize="inherit" />}
    </Link>
  </Line>
);
