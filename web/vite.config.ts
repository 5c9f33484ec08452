import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiProxy = { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz twin next to every compressible build file of 1 KB or more, so the
 * gateway sends them by Accept-Encoding without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(js|mjs|css|html|svg|json|txt|map|ico|webmanifest)$/.test(file))
        .map((file) => path.join(outDir, file))
        .filter((file) => fs.statSync(file).size >= 1024);
      await Promise.all(
        files.map(async (file) => {
          const content = fs.readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          fs.writeFileSync(`${file}.br`, br);
          fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  // relative asset paths: the gateway may serve the build under any prefix
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the real budget is gzip size on first load (<= 250 KB); raw size of the shell chunk is ~680 KB
    chunkSizeWarningLimit: 800,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
