import type { ListAnswer, Named } from '@portal/contracts';

/** A `{ id, name }` row of a lookup list (roles, clubs, reference data, clients). */
export type NamedOption = Named;

/** Query of every back-office list call: zero-based page, size, `sort=field,direction`, flat filters. */
export type ListParams = Record<string, string | number | boolean>;

export type { ListAnswer };
