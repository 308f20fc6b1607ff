// The Docusaurus guide's example site (docs/embedding.md).
export default {
  title: '博弈论笔记',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  favicon: 'grundy/www/icon.svg',
  i18n: { defaultLocale: 'zh-Hans', locales: ['zh-Hans'] },
  presets: [['classic', { docs: false, blog: { path: 'blog', showReadingTime: false } }]],
  // The element's script, from the package copied to static/grundy (npm run grundy): served as it is, so it finds
  // its stylesheet, worker and wasm beside itself.
  scripts: [{ src: '/grundy/www/grundy-explorer.js', type: 'module' }],
};
