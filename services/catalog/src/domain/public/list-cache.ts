import { type AuthUser, hasPermission } from '@portal/service-kit';

/** How long a public list answer is served from memory; also the longest it may be stale. */
export const PUBLIC_LIST_TTL_MS = 2000;
const MAX_ENTRIES = 1000;

/**
 * The public lists are read far more than written (hundreds of shooters open the list when a
 * popular match opens), so each process keeps recent answers for a short time, per audience and
 * query. Writes in this process clear it at once; writes seen by another replica reach this one
 * within the TTL (plus one refresh). Free places shown in a list may so lag by a few seconds; the
 * sign-up itself always checks the database.
 */
export class PublicListCache<T> {
  private readonly entries = new Map<string, { expires: number; value: T }>();
  private readonly loading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = PUBLIC_LIST_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The value of the key: fresh from memory; or, once it expired, the old value while one
   * refresh runs in the background (no request waits for it, and a crowd arriving at expiry
   * starts one query, not one each); or, when there is none, one shared load.
   */
  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.value;
    const pending = this.loading.get(key) ?? this.start(key, load);
    if (entry) {
      pending.catch(() => undefined); // a failed refresh keeps the old value until the next try
      return entry.value;
    }
    return pending;
  }

  private start(key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const pending = load()
      .then((value) => {
        // a change cleared the cache while this ran: its answer may predate the change
        if (generation === this.generation) this.set(key, value);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, pending);
    return pending;
  }

  private set(key: string, value: T): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
  }

  /** Forgets every answer (and every load under way) after a change. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
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
