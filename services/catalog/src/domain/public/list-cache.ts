import type { AuthUser } from '@portal/service-kit';
import { hasPermission } from '@portal/service-kit';

/** How long a public list answer is served from memory; also the longest it may be stale. */
export const PUBLIC_LIST_TTL_MS = 2000;
const MAX_ENTRIES = 1000;

/**
 * The public lists are read far more than written (hundreds of shooters open the list when a
 * popular match opens), so each process keeps recent answers for a short time, per audience and
 * query. Writes in this process clear it at once; writes seen by another replica reach this one
 * within the TTL. Free places shown in a list may so lag by up to two seconds; the sign-up itself
 * always checks the database.
 */
export class PublicListCache<T> {
  private readonly entries = new Map<string, { expires: number; value: T }>();

  constructor(
    private readonly ttlMs = PUBLIC_LIST_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Who sees the same public list: guests, logged-in users, members of one club, admins (the
 * viewType rules of `visibility.ts` depend on nothing else). Favourites are laid over per user.
 */
export function audienceOf(user: AuthUser): string {
  if (hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN')) return 'admin';
  if (user.clubId !== null) return `club:${user.clubId}`;
  return user.id === null ? 'guest' : 'user';
}
