// The words of each family and of each view live in a module of their own, both languages: families/<id>.js (a
// family's name, its theorem's sentences, its errors in 简体中文, its line in the help; <id> is its keyword, as
// `info.family`) and views/<id>.js (a view's tab label and its sentences). Each says, for each language (`en`,
// `zh`), STRINGS (what a first view may show: a name, a verdict, a tab), ERRORS (the core's messages by code; 简体中文
// only, the English is the core's own), VIEWS (a view's sentences) and HELP (a family's line in the help panel's
// list of the notation: [notation, meaning]). No list names those modules: adding a family or a view adds a file and
// edits no other.
//
// A language's files take them from here, with the language and the file in the query: en.js imports
// `./gather.js?lang=en&part=first` (STRINGS), en-views.js `…&part=views` (VIEWS and ERRORS), help.js
// `…&part=help` for each language (HELP, the lines in the order of the files' names). Bundled, that import
// is a module the bundler makes from the same folders with this module's `gather` (scripts/bundle.mjs), the words
// inlined: each language's file carries every family's words in that language, so a page fetches no more files than
// when they were written there, and a language none of another's. An error said before its language's second file
// has come is said in English, then again once it has (explorer.js errorText). Unbundled, this module reads the
// folders itself: with Node's fs (node --test), or in a browser that loads the modules as they are
// (e2e/fixtures/two-elements-modules.html) from the folder's listing, which the development server gives (python's
// http.server: `make serve`, the browser tests).

const FOLDERS = ['families', 'views'];

/** Every module's words in `lang` for one of its files (`part`: 'first' gives STRINGS, 'views' gives VIEWS as
 * STRINGS and ERRORS, which a first view without an error never needs, 'help' gives HELP, a list of the families'
 * lines), in the order of their file names; a key two modules both give is an error. */
export async function gather(lang, part) {
  const words = { STRINGS: {}, ERRORS: {}, HELP: [] };
  const add = (into, from = {}, file) => {
    for (const [key, text] of Object.entries(from)) {
      if (key in into) throw new Error(`www/i18n/${file}: '${key}' is given twice`);
      into[key] = text;
    }
  };
  for (const folder of FOLDERS) {
    const dir = new URL(`./${folder}/`, import.meta.url);
    for (const file of (await filesIn(dir)).filter((f) => /^[\w-]+\.js$/.test(f)).sort()) {
      const mine = (await import(new URL(file, dir).href))[lang] ?? {};
      if (part === 'views') {
        add(words.STRINGS, mine.VIEWS, `${folder}/${file}`);
        add(words.ERRORS, mine.ERRORS, `${folder}/${file}`);
      } else if (part === 'help') {
        if (mine.HELP) words.HELP.push(mine.HELP);
      } else {
        add(words.STRINGS, mine.STRINGS, `${folder}/${file}`);
      }
    }
  }
  return words;
}

/** The names of the files in folder `dir` (a URL): Node's fs, or the links of the folder's listing. */
async function filesIn(dir) {
  if (globalThis.process?.versions?.node) return (await import('node:fs')).readdirSync(dir);
  const listing = await (await fetch(dir)).text();
  return [...listing.matchAll(/href="([^"/?#]+)"/g)].map((m) => decodeURIComponent(m[1]));
}

const query = new URL(import.meta.url).searchParams;
export const { STRINGS, ERRORS, HELP } = query.has('lang')
  ? await gather(query.get('lang'), query.get('part'))
  : { STRINGS: {}, ERRORS: {}, HELP: [] };
