import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Vite names built files `<name>-<hash>.<ext>`: their content never changes under that name. */
const HASHED = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: always revalidated (ETag), so a deployment shows at once */
const REVALIDATE = 'no-cache';
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** Every file below `dir` as a URL path (`/assets/x.js`). */
function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const url = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), url) : [url];
  });
}

const cacheControl = (urlPath: string) => (HASHED.test(urlPath) ? IMMUTABLE : REVALIDATE);

/**
 * The web build: the .br/.gz twins the build wrote (web/vite.config.ts) are sent by
 * Accept-Encoding with the original's Content-Type; hashed assets are cached for a year.
 */
export function staticAssets(webDist: string): RequestHandler {
  const files = new Set(listFiles(webDist));
  const serveFile = express.static(webDist, {
    index: 'index.html',
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const urlPath = '/' + path.relative(webDist, filePath).split(path.sep).join('/');
      res.setHeader('cache-control', cacheControl(urlPath));
    },
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let urlPath: string;
    try {
      urlPath = req.path === '/' ? '/index.html' : decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!files.has(urlPath)) return serveFile(req, res, next);
    const available = ENCODINGS.filter(([, ext]) => files.has(urlPath + ext)).map(([name]) => name);
    if (available.length === 0) return serveFile(req, res, next);
    res.vary('Accept-Encoding');
    const encoding = req.acceptsEncodings(...available, 'identity');
    if (!encoding || encoding === 'identity') return serveFile(req, res, next);
    const ext = ENCODINGS.find(([name]) => name === encoding)![1];
    res.setHeader('content-encoding', encoding);
    res.type(path.extname(urlPath));
    res.setHeader('cache-control', cacheControl(urlPath));
    res.sendFile(urlPath + ext, { root: webDist, cacheControl: false, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
