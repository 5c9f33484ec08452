/**
 * KNOWN_OPEN: the sweeps' failures that are known and being fixed on other branches. A sweep fails
 * on any failure not listed here AND on any entry that no longer matches a failure, so the list
 * cannot go stale: when a fix lands, delete its entries. The goal is an empty list.
 *
 * Entries are failure ids as the sweeps print them (`*` stands for any text):
 * `authz <METHOD path> [<case>] as <actor>: <what>`, `bad-input <METHOD path> <probe> as <actor>: <what>`.
 */
export const KNOWN_OPEN: readonly string[] = [];
