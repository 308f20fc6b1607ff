// The element's and the pages' bundles (scripts/bundle.sh runs this; the options are those the command line had),
// with one plugin: a language's word file imports `./gather.js?lang=…&part=…`, the words of every module in
// www/i18n/families/ and www/i18n/views/ (www/i18n/gather.js), and gets here a module holding them inlined, read
// from those folders now. So the folders are found by a glob when bundling, a family's words go into its language's
// files (no file more to fetch, no other language's words), and no list names them.
import * as esbuild from 'esbuild';
import { gather } from '../www/i18n/gather.js';

const words = {
  name: 'gathered words',
  setup(build) {
    build.onResolve({ filter: /(^|\/)gather\.js\?/ }, (args) => ({ path: args.path.split('?')[1], namespace: 'words' }));
    build.onLoad({ filter: /.*/, namespace: 'words' }, async (args) => {
      const query = new URLSearchParams(args.path);
      const { STRINGS, ERRORS } = await gather(query.get('lang'), query.get('part'));
      return { contents: `export const STRINGS = ${JSON.stringify(STRINGS)};\nexport const ERRORS = ${JSON.stringify(ERRORS)};\n`, loader: 'js' };
    });
  },
};

const common = {
  bundle: true, splitting: true, format: 'esm', minify: true, charset: 'utf8', legalComments: 'none', logLevel: 'warning',
  plugins: [words],
};
// The element a host page loads (www/grundy-explorer.js), its chunks in www/dist/.
await esbuild.build({
  ...common, entryPoints: ['www/element.js'], outdir: 'www', entryNames: 'grundy-explorer', chunkNames: 'dist/[name]-[hash]',
  external: ['../pkg/*'],
});
// The pages' bundles (www/dist/page.js, embed.js), which import www/dist/wasm-file.js as it is (external).
await esbuild.build({
  ...common, entryPoints: ['www/page.js', 'www/embed.js'], outdir: 'www/dist', entryNames: '[name]', chunkNames: '[name]-[hash]',
  external: ['./wasm-file.js'],
});
