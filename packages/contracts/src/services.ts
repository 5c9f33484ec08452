/** The six services and their default local ports (gateway is 8080). */
export const SERVICES = {
  identity: 3001,
  catalog: 3002,
  registration: 3003,
  payment: 3004,
  notification: 3005,
  export: 3006,
} as const;
export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];
export const GATEWAY_PORT = 8080;
