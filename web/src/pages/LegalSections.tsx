import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Translation prefix, e.g. "privacy"; each id has `title` and `text` below it. */
  prefix: string;
  ids: readonly string[];
  values?: Record<string, string>;
}

export const LegalSections = ({ prefix, ids, values }: Props) => {
  const { t } = useTranslation();
  return ids.map((id) => (
    <section key={id} id={`${prefix}-${id}`} data-testid={`${prefix}-${id}`}>
      <Typography variant="h3" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t(`${prefix}.${id}.title`)}
      </Typography>
      <Typography>{t(`${prefix}.${id}.text`, values)}</Typography>
    </section>
  ));
};
