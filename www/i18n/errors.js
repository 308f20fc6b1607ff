// The core's messages in another language than English, by code, from a table of templates (zh.js holds the
// 简体中文 one; the English is the core's own text: crate/src/base/error.rs).

/** Fills a template's {slots} from `args`; a phrase argument ({ code, args }) is translated with `lookup`. */
export function fill(template, args = {}, lookup = () => null) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => {
    const v = args[name];
    if (v === undefined || v === null) return whole;
    if (typeof v === 'object') {
      const inner = lookup(v.code);
      return inner === null ? String(v.code) : fill(inner, v.args, lookup);
    }
    return String(v);
  });
}

/**
 * The words for a core Error in `lang`: English is the core's own message; 简体中文 is built from its code and
 * arguments (`templates`, by code), with where it points ("（第 7 列）"). Anything without a code (a failure of the page itself) keeps
 * its message.
 */
export function errorText(err, lang, templates) {
  const message = err?.message ?? String(err);
  if (lang !== 'zh' || !err?.code || !(err.code in templates)) return message;
  const lookup = (code) => templates[code] ?? null;
  let text = fill(templates[err.code], err.args ?? {}, lookup);
  if (err.line != null && err.column != null) text += `（第 ${err.line} 行第 ${err.column} 列）`;
  else if (err.column != null) text += `（第 ${err.column} 列）`;
  return text;
}
