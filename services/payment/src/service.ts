import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';

/** payment: payment methods, provider adapters and callbacks, EPC QR codes, premium membership, club invoices. */
export const paymentService: ServiceDefinition<Record<string, never>> = {
  name: 'payment',
  schema: 'payment',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  routes: () => [],
};
