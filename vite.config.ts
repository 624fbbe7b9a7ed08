import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// base './' makes the build work from any sub-path of any static host.
export default defineConfig({
  base: './',
  plugins: [react()],
  worker: { format: 'es' },
  build: { target: 'es2022', minify: process.env.NO_MINIFY ? false : 'oxc' },
});
