import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is served under /admin/ from the same Hosting site; it is built after the public site.
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  envDir: '..',
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./shims/object-entries.cjs', import.meta.url)) },
  },
  build: {
    outDir: '../dist/hosting/admin',
    emptyOutDir: true,
    // /admin/login has its own page, which paints the login card's frame before the scripts arrive.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
      },
    },
  },
});
