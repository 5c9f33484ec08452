import { useTranslation } from 'react-i18next';
import { DownloadButton } from './DownloadButton';
import { EXPORT_REQUESTS, type OrderItemsExportFilter } from './exportRequests';
import './exportTexts';

/**
 * The Excel export of the back-office order-item list (docs/web-app.md): `exports/orderItems` with
 * the list's current filter. Mount it beside the title.
 */
export const OrderItemsDownload = ({ filter }: { filter: OrderItemsExportFilter }) => {
  const { t } = useTranslation();
  return (
    <DownloadButton
      label={t('exports.buttons.orderItems')}
      testId="order-items-export"
      resetKey={JSON.stringify(filter)}
      request={() => EXPORT_REQUESTS.orderItems(filter)}
    />
  );
};
