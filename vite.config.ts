import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The browser bundles: the shell script, the islands runtime, the Tailwind stylesheet and one
 * chunk per island, with the manifest the server reads. The islands are the files of core's and
 * the enabled plugins' `islands/` folders, so `npm run build` (cli/islands/build.ts) adds them,
 * with the plugin that leaves their `props` schemas out; `npm run dev` watches with this same file.
 */
export default defineConfig({
  logLevel: 'warn',
  mode: 'production',
  plugins: [react(), tailwindcss()],
  base: '/assets/',
  publicDir: false,
  build: {
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // zxcvbn's dictionaries make one large chunk; it loads only when a password field is used.
    chunkSizeWarningLimit: 1000,
    assetsDir: '',
    rollupOptions: { preserveEntrySignatures: 'exports-only' },
  },
});
