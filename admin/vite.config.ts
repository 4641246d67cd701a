import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is served under /admin/ from the same Hosting site; it is built after the public site.
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  envDir: '..',
  build: { outDir: '../dist/hosting/admin', emptyOutDir: true },
});
