import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates an API message key. Keys may contain dots and colons ("resources.x.y",
 * "ERROR.SQUAD_FULL"), so separators are off; an unknown key is shown as it came.
 */
export const useMessage = (): ((key: string) => string) => {
  const { t } = useTranslation('messages');
  return useCallback(
    (key: string) => t(key, { keySeparator: false, nsSeparator: false, defaultValue: key }) as string,
    [t],
  );
};
