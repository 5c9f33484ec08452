import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Known names get a translated label; others (new roles, permissions) show as they are. */
const useLabel = (prefix: string) => {
  const { t } = useTranslation();
  return useCallback((name: string) => t(`${prefix}.${name}`, { defaultValue: name }) as string, [t, prefix]);
};

export const useRoleLabel = () => useLabel('admin.roleNames');
export const usePermissionLabel = () => useLabel('admin.permissionNames');
export const useCategoryLabel = () => useLabel('admin.categories');

/** State names per country (the code "ST" is a state in both Austria and Germany). */
export const useStateLabel = () => {
  const { t } = useTranslation();
  return useCallback(
    (country: string, state: string) =>
      t(`admin.states.${country}.${state}`, { defaultValue: state }) as string,
    [t],
  );
};
