import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config';

/** a production environment with every connection set, as the shipped manifests set it */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal:s3cret-db@postgres:5432/portal',
  AMQP_URL: 'amqp://portal:s3cret-mq@rabbitmq:5672',
  REDIS_URL: 'redis://redis:6379',
  JWKS_URL: 'http://identity:3001/api/.well-known/jwks.json',
};
const MAIL = {
  SMTP_URL: z.string().url().default('smtp://127.0.0.1:1025'),
  DEV_MAIL: z.enum(['0', '1']).default('0'),
  MAIL_CATCHER_URL: z.string().url().optional(),
};
const load = (env: Record<string, string>) => () => loadConfig({ PORT: 3000 }, MAIL, env);

describe('a production process and its configuration', () => {
  it('when every connection is set then it starts', () => {
    expect(load({ ...PRODUCTION, SMTP_URL: 'smtp://mailer:s3cret@smtp.example.com:587' })()).toMatchObject({
      NODE_ENV: 'production',
    });
  });

  it.each([
    ['DATABASE_URL', 'its development default points at 127.0.0.1:5432'],
    ['AMQP_URL', 'its development default points at 127.0.0.1:5672'],
    ['REDIS_URL', 'its development default points at 127.0.0.1:6379'],
    ['JWKS_URL', 'its development default points at 127.0.0.1:3001'],
  ])('when %s is not set then it refuses to start naming it', (name, why) => {
    const env: Record<string, string> = { ...PRODUCTION, SMTP_URL: 'smtp://smtp.example.com:587' };
    delete env[name];
    expect(load(env)).toThrow(`${name}: not set, and ${why}; set it`);
  });

  it('when the mail relay is not set then the local catcher address is refused', () => {
    expect(load(PRODUCTION)).toThrow(
      'SMTP_URL: not set, and its development default points at 127.0.0.1:1025',
    );
  });

  it.each([
    [
      'DATABASE_URL',
      'postgres://portal:CHANGE-ME-database-password@postgres:5432/portal',
      'placeholder (CHANGE-ME)',
    ],
    ['SMTP_URL', 'smtp://CHANGE-ME-user:CHANGE-ME-password@smtp.example.com:587', 'placeholder (CHANGE-ME)'],
    ['DEV_MAIL', '1', 'switches on the development mail catcher'],
    ['MAIL_CATCHER_URL', 'http://127.0.0.1:8025', 'switches on the development mail catcher'],
  ])('when %s is %s then it refuses to start naming it', (name, value, why) => {
    const env = { ...PRODUCTION, SMTP_URL: 'smtp://smtp.example.com:587', [name]: value };
    expect(load(env)).toThrow(
      new RegExp(`unsafe configuration for production: .*${name}: [^;]*${escape(why)}`),
    );
  });

  it('when several are wrong then one message names each', () => {
    const env: Record<string, string> = { ...PRODUCTION, DEV_MAIL: '1' };
    delete env.REDIS_URL;
    expect(load(env)).toThrow(/REDIS_URL: .*; SMTP_URL: .*; DEV_MAIL: /);
  });

  it('when a loopback address is set on purpose then it is believed (a sidecar)', () => {
    const env = { ...PRODUCTION, REDIS_URL: 'redis://127.0.0.1:6379', SMTP_URL: 'smtp://127.0.0.1:25' };
    expect(load(env)()).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379' });
  });

  it.each(['development', 'test'])('when NODE_ENV is %s then the development defaults serve', (mode) => {
    expect(load({ NODE_ENV: mode, DEV_MAIL: '1' })()).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal',
      DEV_MAIL: '1',
    });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
