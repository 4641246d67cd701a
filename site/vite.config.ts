import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The public site is served at `/`; the admin build lands in dist/hosting/admin after this one.
export default defineConfig({
  plugins: [react()],
  envDir: '..',
  build: { outDir: '../dist/hosting', emptyOutDir: true },
});
