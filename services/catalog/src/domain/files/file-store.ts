import path from 'node:path';
import type { Pool } from 'pg';
import { z } from 'zod';
import { PostgresFileStorage } from './postgres-storage';
import { S3FileStorage } from './s3-storage';
import { LocalDirectoryStorage, type FileStorage } from './storage';

/** catalog's file store settings (docs/file-store.md); part of the service config. */
export const fileStoreConfig = {
  /** where uploads live: catalog's PostgreSQL tables (default), an S3 bucket, or a local directory */
  FILE_STORE: z.enum(['postgres', 's3', 'directory']).default('postgres'),
  /** the old upload directory: the store of FILE_STORE=directory and the source of files:migrate */
  STORAGE_DIR: z.string().min(1).default('.data/uploads'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
};

const fileStoreSchema = z.object(fileStoreConfig);
export type FileStoreConfig = z.infer<typeof fileStoreSchema>;

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** FILE_STORE=s3 names its bucket, region and credentials (S3_ENDPOINT only for a non-AWS server) */
const completeSchema = fileStoreSchema.superRefine((config, issues) => {
  if (config.FILE_STORE !== 's3') return;
  for (const name of S3_REQUIRED)
    if (!config[name])
      issues.addIssue({ code: 'custom', path: [name], message: 'required when FILE_STORE=s3' });
});

/** The configured store; an incomplete S3 configuration refuses to start (docs/file-store.md). */
export function createFileStorage(settings: FileStoreConfig, pool: Pool): FileStorage {
  const result = completeSchema.safeParse(settings);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  const config = result.data;
  switch (config.FILE_STORE) {
    case 'postgres':
      return new PostgresFileStorage(pool);
    case 'directory':
      return new LocalDirectoryStorage(config.STORAGE_DIR);
    case 's3':
      return new S3FileStorage({
        bucket: config.S3_BUCKET!,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION!,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      });
  }
}

/**
 * The store settings of a command run outside the service (files:migrate, images:convert,
 * seed); STORAGE_DIR relative to `root`, like `npm start` runs the services.
 */
export function fileStoreConfigFrom(env: NodeJS.ProcessEnv, root = process.cwd()): FileStoreConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = fileStoreSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  return { ...result.data, STORAGE_DIR: path.resolve(root, result.data.STORAGE_DIR) };
}
