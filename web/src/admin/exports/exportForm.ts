import type { ExportTypeName, Permission } from '@portal/contracts';
import { EXPORT_REQUESTS } from '../../downloads/exportRequests';
import type { FileRequest } from '../../downloads/fileDownload';
import { hasAny } from '../access';

/** Types of the exports page (docs/web-app.md), in the order shown. */
export const EXPORT_TYPES = [
  'allCompetitors',
  'practiScore',
  'practiScoreStand',
  'allUsers',
  'advertisements',
  'adminCompetitions',
] as const satisfies readonly ExportTypeName[];
export type ExportType = (typeof EXPORT_TYPES)[number];

/** The last three types only for portal and system admins. */
const ADMIN_ONLY: readonly ExportType[] = ['allUsers', 'advertisements', 'adminCompetitions'];
export const exportTypesFor = (permissions: readonly Permission[]): ExportType[] => {
  const admin = hasAny(permissions, ['IS_ADMIN', 'IS_PORTAL_ADMIN']);
  return EXPORT_TYPES.filter((type) => admin || !ADMIN_ONLY.includes(type));
};

export interface ExportValues {
  type: ExportType;
  competitionId: number | null;
  /** `YYYY-MM-DD` or '' */
  from: string;
  to: string;
  clubs: number[];
  exportSquads: boolean;
  exportOrderItems: boolean;
  division: number | null;
  competitionClass: number | null;
  factor: number | null;
}

export type ExportField = 'competitionId' | 'from' | 'to';

export const emptyExport = (type: ExportType = 'allCompetitors'): ExportValues => ({
  type,
  competitionId: null,
  from: '',
  to: '',
  clubs: [],
  exportSquads: false,
  exportOrderItems: false,
  division: null,
  competitionClass: null,
  factor: null,
});

/** Which fields a type shows. */
export const fieldsOf = (type: ExportType) => ({
  competition: type === 'practiScore' || type === 'practiScoreStand',
  period: type === 'advertisements' || type === 'adminCompetitions',
  competitionsFilter: type === 'adminCompetitions',
});

/** The page's minimum height: 800 for the competitions export (its many fields), else 400. */
export const minHeightOf = (type: ExportType): number => (type === 'adminCompetitions' ? 800 : 400);

/**
 * The fields' rules: PractiScore needs a competition, adverts a from and a to date, and a period
 * never ends before it starts. `dateOrder` is the message for the last rule.
 */
export const validateExport = (
  values: ExportValues,
  dateOrder = 'DATE_ORDER',
): Partial<Record<ExportField, string>> => {
  const errors: Partial<Record<ExportField, string>> = {};
  const fields = fieldsOf(values.type);
  if (fields.competition && values.competitionId === null) errors.competitionId = 'FIELD_IS_REQUIRED';
  if (values.type === 'advertisements') {
    if (!values.from) errors.from = 'FIELD_IS_REQUIRED';
    if (!values.to) errors.to = 'FIELD_IS_REQUIRED';
  }
  if (fields.period && values.from && values.to && values.to < values.from) errors.to = dateOrder;
  return errors;
};

/** The call of a valid choice. */
export const exportRequestOf = (values: ExportValues): FileRequest => {
  switch (values.type) {
    case 'practiScore':
      return EXPORT_REQUESTS.practiScore(values.competitionId!);
    case 'practiScoreStand':
      return EXPORT_REQUESTS.practiScoreStand(values.competitionId!);
    case 'allUsers':
      return EXPORT_REQUESTS.allUsers();
    case 'advertisements':
      return EXPORT_REQUESTS.advertisements(values.from, values.to);
    case 'adminCompetitions':
      return EXPORT_REQUESTS.adminCompetitions({
        clubs: values.clubs,
        from: values.from || null,
        to: values.to || null,
        exportSquads: values.exportSquads,
        exportOrderItems: values.exportOrderItems,
        division: values.division,
        competitionClass: values.competitionClass,
        factor: values.factor,
      });
    default:
      return EXPORT_REQUESTS.allCompetitors();
  }
};
