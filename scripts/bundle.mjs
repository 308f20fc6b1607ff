// The element's and the pages' bundles (scripts/bundle.sh runs this; the options are those the command line had),
// with one plugin: a language's word file (and the help, www/i18n/help.js, for the families' lines) imports
// `./gather.js?lang=…&part=…`, the words of every module in www/i18n/families/ and www/i18n/views/
// (www/i18n/gather.js), and gets here a module holding them inlined (STRINGS, ERRORS, HELP), read from those folders
// now. So the folders are found by a glob when bundling, a family's words go into its language's files (no file more
// to fetch, no other language's words), and no list names them.
import * as esbuild from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gather } from '../www/i18n/gather.js';
import { LANGS } from '../www/i18n/lang.js';

const words = {
  name: 'gathered words',
  setup(build) {
    build.onResolve({ filter: /(^|\/)gather\.js\?/ }, (args) => ({ path: args.path.split('?')[1], namespace: 'words' }));
    build.onLoad({ filter: /.*/, namespace: 'words' }, async (args) => {
      const query = new URLSearchParams(args.path);
      const { STRINGS, ERRORS, HELP } = await gather(query.get('lang'), query.get('part'));
      const contents = Object.entries({ STRINGS, ERRORS, HELP })
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`).join('');
      return { contents, loader: 'js' };
    });
  },
};

// One file for the first view. esbuild puts each module that several entry points reach (every view, menu and word
// file loaded later is one) in a chunk of its own for each set of entry points that reach it: the first view came
// in some twenty small files, a round trip each. So every module outside the first view (www/first-view.js and what
// it imports) imports that list first: each module of the first view is then reached by every entry point, and they
// all land in one chunk. (A module of the first view importing the list would make cycles, and change the order its
// modules run in.) Such a module runs after the first view's anyway, so the import changes nothing when it runs.
const FIRST_VIEW = path.resolve('www/first-view.js');
const firstView = await staticImports(FIRST_VIEW);
const afterFirstView = {
  name: 'after the first view',
  setup(build) {
    build.onLoad({ filter: /[/\\]www[/\\].*\.js$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8');
      if (firstView.has(args.path)) return { contents: source, loader: 'js' };
      return { contents: `import ${JSON.stringify(FIRST_VIEW)};\n${source}`, loader: 'js' };
    });
  },
};
/** The modules `entry` imports, through static imports only, and itself (absolute paths). */
async function staticImports(entry) {
  const { inputs } = (await esbuild.build({
    entryPoints: [entry], bundle: true, write: false, metafile: true, format: 'esm', logLevel: 'warning', plugins: [words],
    external: ['../pkg/*'],
  })).metafile;
  const found = new Set();
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    for (const i of inputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(path.relative('.', entry));
  return new Set([...found].map((f) => path.resolve(f)));
}
// Each language's two files of words (i18n.js FILES).
const WORDS = LANGS.flatMap((lang) => [lang, `${lang}-views`]).map((file) => `www/i18n/${file}.js`);
const common = {
  bundle: true, splitting: true, format: 'esm', minify: true, charset: 'utf8', legalComments: 'none', logLevel: 'warning',
  plugins: [words, afterFirstView],
};
// The element a host page loads (www/grundy-explorer.js), its chunks in www/dist/.
await esbuild.build({
  ...common, entryPoints: ['www/element.js'], outdir: 'www', entryNames: 'grundy-explorer', chunkNames: 'dist/[name]-[hash]',
  external: ['../pkg/*'],
});
// The pages' bundles (www/dist/page.js, embed.js), which import www/dist/wasm-file.js as it is (external). The words
// of each language are entry points too, so their files keep their names (www/dist/en.js, en-views.js, …): the
// full page asks for its language's from <head> (www/page-words.js) before its bundle has said which it needs.
await esbuild.build({
  ...common, entryPoints: ['www/page.js', 'www/embed.js', ...WORDS], outdir: 'www/dist', entryNames: '[name]',
  chunkNames: '[name]-[hash]', external: ['./wasm-file.js'],
});
