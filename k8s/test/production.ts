import { loadConfig, type BaseConfig } from '@portal/service-kit';
import { GATEWAY_UNUSED, gatewayConfigShape } from '../../gateway/src/config';
import { notificationConfigShape } from '../../services/notification/src/config';
import { portOf, type Component } from './support';

/**
 * The production check a component runs at start (docs/production-safety.md) over an environment
 * as the manifests or the compose file give it. The settings with development defaults (loopback
 * URLs) are the kit's, the gateway's and notification's; the other services add none.
 */
const SHAPES: Partial<Record<Component, Record<string, never>>> = {
  gateway: gatewayConfigShape as unknown as Record<string, never>,
  notification: notificationConfigShape as unknown as Record<string, never>,
};

export const unusedBy = (component: Component): readonly (keyof BaseConfig)[] =>
  component === 'gateway' ? GATEWAY_UNUSED : [];

export const loadAs = (component: Component, env: Record<string, string>) =>
  loadConfig({ PORT: portOf(component) }, SHAPES[component] ?? {}, env, unusedBy(component));
