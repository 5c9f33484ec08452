import { sql } from 'drizzle-orm';

/**
 * A live reserved registration (alias `i` for order_items, `o` for its order): its order was
 * reserved, and it was neither cancelled nor released. Holds still counting down are not shown.
 */
export const LIVE_RESERVED_ITEM = sql`o.status = 'RESERVED' AND NOT i.cancelled AND NOT i.released`;
