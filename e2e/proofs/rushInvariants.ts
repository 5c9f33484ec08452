import type pg from 'pg';
import type { CaughtMail } from '../../scripts/mail-catcher';

/**
 * Samples the holds every 250 ms while the rush runs: a PREPARE order more than 1 s past its
 * countdown is a place kept from others (docs/replicas.md, proofs).
 */
export function holdSampler(pool: pg.Pool) {
  /** order id: how far past its countdown it was seen still held, in ms */
  const late = new Map<number, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      // the moment the query's snapshot shows, not the clock at the row (a query slowed down by
      // a starved machine would otherwise count its own delay as the hold's)
      const { rows } = await pool.query<{ id: number; ms: number }>(
        `SELECT id, (extract(epoch FROM statement_timestamp() - expires_at) * 1000)::int AS ms
         FROM registration.orders
         WHERE status = 'PREPARE' AND expires_at < statement_timestamp() - interval '1 second'`,
      );
      for (const row of rows) late.set(row.id, Math.max(row.ms, late.get(row.id) ?? 0));
      samples++;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { late: [...late].map(([id, ms]) => `order ${id}: ${ms} ms past its countdown`), samples };
    },
  };
}

/** Per squad: its size, what the counters say is taken or held, and the live items behind them. */
export async function occupancy(pool: pg.Pool, squadIds: number[]) {
  const { rows } = await pool.query<{ squad: number; size: number; counted: number; items: number }>(
    `SELECT o.squad_id AS squad, o.size, o.taken + o.held AS counted,
       (SELECT count(*)::int FROM registration.order_items i
          JOIN registration.orders r ON r.id = i.order_id
        WHERE i.squad_id = o.squad_id AND NOT i.waiting_list AND NOT i.cancelled AND NOT i.released
          AND r.status IN ('PREPARE', 'RESERVED')) AS items
     FROM registration.squad_occupancy o WHERE o.squad_id = ANY($1::int[]) ORDER BY o.squad_id`,
    [squadIds],
  );
  return {
    oversold: rows.filter((r) => r.items > r.size || r.counted > r.size),
    /** counters that disagree with the items they count */
    drifted: rows.filter((r) => r.counted !== r.items),
    taken: rows.reduce((sum, r) => sum + r.items, 0),
  };
}

/** How many outbox events of `type` registration wrote per item of `itemIds`. */
export async function eventsPerItem(pool: pg.Pool, type: string, itemIds: number[]) {
  const { rows } = await pool.query<{ item: number; n: number }>(
    `SELECT (envelope->'payload'->>'itemId')::int AS item, count(*)::int AS n FROM registration.outbox
     WHERE type = $1 AND (envelope->'payload'->>'itemId')::int = ANY($2::int[]) GROUP BY 1`,
    [type, itemIds],
  );
  return new Map(rows.map((r) => [r.item, r.n]));
}

/** the registration events that each mail one rush user (docs/registration-mails.md) */
const MAILED_EVENTS = [
  'registration.order-item.signed-on',
  'registration.order-item.cancelled',
  'registration.order-item.payment-changed',
];

/**
 * The mails the rush's users got at the SMTP catcher against the events registration wrote for
 * their items: each event mailed once, and no recipient got the same subject twice. The events,
 * not the client's answers, say what is due: a call cut off by a killed replica may have been
 * applied. A second copy is allowed only for a mail a kill cut (`cut`: the first copy arrived as a
 * notification replica died, before it could note the hand-over) and only with the same Message-ID,
 * which mail clients collapse (docs/replicas.md, the proof); such copies are counted.
 */
export async function rushMails(
  pool: pg.Pool,
  messages: CaughtMail[],
  cut: (mail: CaughtMail) => boolean = () => false,
) {
  const { rows } = await pool.query<{ email: string; n: number }>(
    `SELECT o.email, count(*)::int AS n FROM registration.outbox e
     JOIN registration.order_items i ON i.id = (e.envelope->'payload'->>'itemId')::int
     JOIN registration.orders o ON o.id = i.order_id
     WHERE e.type = ANY($1::text[]) AND o.email LIKE 'rush%@example.test' GROUP BY o.email`,
    [MAILED_EVENTS],
  );
  const received = new Map<string, CaughtMail[]>();
  for (const message of [...messages].sort((a, b) => a.receivedAt - b.receivedAt))
    for (const to of message.to.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [])
      if (to.endsWith('@example.test')) received.set(to, [...(received.get(to) ?? []), message]);
  const due = new Map(rows.map((row) => [row.email, row.n]));
  const wrong: string[] = [];
  let copies = 0;
  for (const email of new Set([...due.keys(), ...received.keys()])) {
    const firsts = new Map<string, CaughtMail>();
    const got: string[] = [];
    for (const mail of received.get(email) ?? []) {
      const first = firsts.get(mail.messageId);
      if (first && cut(first)) copies++;
      else got.push(mail.subject);
      firsts.set(mail.messageId, first ?? mail);
    }
    const twice = got.filter((subject, i) => got.indexOf(subject) !== i);
    if (got.length !== (due.get(email) ?? 0) || twice.length > 0)
      wrong.push(`${email}: ${got.length} mails for ${due.get(email) ?? 0} events: ${got.join(' | ')}`);
  }
  const mails = [...received.values()].reduce((sum, got) => sum + got.length, 0) - copies;
  return { wrong, mails, copies };
}
