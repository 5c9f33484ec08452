import { z } from 'zod';

/** Envelope of every domain event on the bus (docs/service-kit.md). */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+(\.[a-z-]+)+$/),
  version: z.number().int().nonnegative(),
  occurredAt: z.iso.datetime({ offset: true }),
  producer: z.string().min(1),
  correlationId: z.string().nullable(),
  payload: z.unknown(),
});

export type EventEnvelope<P = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'payload'> & {
  payload: P;
};

/** What a producer supplies; id, occurredAt and producer are filled in by the outbox. */
export interface NewEvent<P = unknown> {
  type: string;
  version?: number;
  correlationId?: string | null;
  payload: P;
}
