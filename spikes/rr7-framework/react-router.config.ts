import type { Config } from '@react-router/dev/config';

// Every page is rendered per request, with its data (the site's `render: 'request'` pages). A page the site
// renders once at build time would be listed under `prerender` instead.
export default {
  appDirectory: 'app',
  // dist/, as every build of the repository: its .gitignore and eslint config already leave it out.
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
