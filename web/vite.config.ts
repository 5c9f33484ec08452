import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiProxy = { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
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
