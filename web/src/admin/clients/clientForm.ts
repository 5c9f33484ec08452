import type { Client } from '@portal/contracts';
import type { ClientBody } from '@portal/contracts';
import type { FieldErrors } from '../common/fieldErrors';

export interface ClientFormValues {
  name: string;
  active: boolean;
}
export type ClientFormField = keyof ClientFormValues;
export const CLIENT_FORM_FIELDS = ['name', 'active'] as const satisfies readonly ClientFormField[];

export const emptyClientForm = (): ClientFormValues => ({ name: '', active: true });
export const clientValues = (client: Client): ClientFormValues => ({
  name: client.name,
  active: client.active,
});

/** Create requires only the name (docs/identity-api.md). */
export const validateClientForm = (values: ClientFormValues): FieldErrors<ClientFormField> => {
  const name = values.name.trim();
  if (!name) return { name: 'FIELD_IS_REQUIRED' };
  if (name.length > 255) return { name: 'FIELD_MAXLENGTH_255' };
  return {};
};

export const toClientBody = (values: ClientFormValues): ClientBody => ({
  name: values.name.trim(),
  active: values.active,
});

export const CLIENT_NAME_ERROR_KEYS: Partial<Record<string, ClientFormField>> = {
  CLIENT_ALREADY_EXISTS: 'name',
};
