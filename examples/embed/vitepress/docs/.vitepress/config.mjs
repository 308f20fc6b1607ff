import { defineConfig } from 'vitepress';

export default defineConfig({
  title: '博弈论笔记',
  lang: 'zh-CN',
  // The element's script, from the package copied to public/grundy (npm run grundy): served as it is, so it finds its
  // stylesheet, worker and wasm beside itself.
  head: [
    ['script', { type: 'module', src: '/grundy/www/grundy-explorer.js' }],
    ['link', { rel: 'icon', href: '/grundy/www/icon.svg', type: 'image/svg+xml' }],
  ],
  // Vue must leave <grundy-explorer> to the browser instead of resolving it as a Vue component.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'grundy-explorer' } } },
});
