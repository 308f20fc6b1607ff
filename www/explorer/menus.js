// The explorer's tool menus: help (the notation and the keys), share / embed (a link and two snippets for the state on
// screen) and export (the view as SVG or PNG, the table as CSV, C++ or Python). Help and share are functions of
// (root, model): the explorer's element and the model its views are given (show.js viewModel); export also takes
// the explorer's actions (actions.js controlActions): the core's tasks, a task with progress, the player's steps.

import { HELP } from '../i18n/help.js';
import { loadView, VIEWS, offered } from '../views/registry.js';
import { shareTexts, shareDefaults, IFRAME_HEIGHT } from './share.js';
import { PANEL_VIEWS } from './state.js';
import { byRole } from './template.js';
import { colours, toSvg } from '../drawing.js';
import { toPng, download, fileName } from '../export.js';
import { tableTexts } from '../views/table-drawing.js';

/** The help panel in the explorer's language. */
export function renderHelp(root, model) {
  const h = HELP[model.lang] ?? HELP.en;
  const box = byRole(root, 'help');
  const p = (text, cls) => { const e = document.createElement('p'); e.textContent = text; if (cls) e.className = cls; return e; };
  const table = (head, rows) => {
    const h3 = document.createElement('h3');
    h3.textContent = head;
    const dl = document.createElement('dl');
    for (const [code, meaning] of rows) {
      const dt = document.createElement('dt');
      const c = document.createElement('code');
      c.textContent = code;
      dt.append(c);
      const dd = document.createElement('dd');
      dd.textContent = meaning;
      dl.append(dt, dd);
    }
    return [h3, dl];
  };
  box.replaceChildren(p(h.n), ...table(h.notationHead, h.notation), ...table(h.positionHead, h.position),
    p(h.pn), p(`${h.keysHead}: ${h.keys}`));
}

const panelBoxes = (root) => [...root.querySelectorAll('[data-role="share-panel"]')];
const written = new WeakMap(); // a share menu's preview → what writes its snippets for a height

/** The share menu's options as chosen (shareDefaults' shape); `reset`: set them from the state on screen first. */
function shareOptions(root, model, reset) {
  const box = (role) => byRole(root, role);
  if (reset) {
    const d = shareDefaults(model.state);
    const views = model.info ? VIEWS.filter((v) => offered(v, model)) : [];
    box('share-view').replaceChildren(...views.map((v) => new Option(model.t(v.label), v.id)));
    box('share-view').value = d.view;
    box('share-controls').value = d.controls;
    box('share-theme').value = d.theme ?? '';
    box('share-autoplay').checked = d.autoplay;
    box('share-step').checked = d.pinStep;
    for (const p of panelBoxes(root)) p.checked = d.panels.includes(p.value);
  }
  const view = box('share-view').value;
  return {
    view, controls: box('share-controls').value, theme: box('share-theme').value || null,
    autoplay: box('share-autoplay').checked, pinStep: box('share-step').checked,
    // A panel of another view is not asked for.
    panels: panelBoxes(root).filter((p) => p.checked && PANEL_VIEWS[p.value].includes(view)).map((p) => p.value),
  };
}

/** Fills the share menu with the link and snippets for the state on screen and the options chosen (`reset`: the
 * menu has just opened, the options start from the state), and shows the iframe's snippet in its preview, whose
 * height (the embed tells it, see embed.js) is the snippet's. */
export function renderShare(root, model, reset = true) {
  const $ = (role) => byRole(root, role);
  const options = shareOptions(root, model, reset);
  for (const p of panelBoxes(root)) p.closest('label').hidden = !PANEL_VIEWS[p.value].includes(options.view);
  const write = (height) => {
    const texts = shareTexts(model.state, options, height);
    $('share-link').value = texts.link;
    $('share-iframe').value = texts.iframe;
    $('share-element').value = texts.element;
    return texts;
  };
  const { src } = write(IFRAME_HEIGHT);
  const home = $('share-preview-box');
  let frame = home.querySelector('iframe');
  if (!frame) {
    frame = document.createElement('iframe');
    frame.className = 'share-preview';
    frame.dataset.role = 'share-preview';
    frame.width = '100%';
    frame.height = '200';
    home.append(frame);
    addEventListener('message', (e) => {
      if (e.source !== frame.contentWindow || e.data?.type !== 'grundy:height' || !(e.data.height > 0)) return;
      frame.height = String(e.data.height);
      written.get(frame)(e.data.height);
    });
  }
  written.set(frame, write); // the snippets of the options chosen last
  frame.title = model.t('sharePreview');
  if (frame.getAttribute('src') !== src) frame.src = src;
}

// The animation exporters load when the export menu first opens, not with the explorer.
const animation = () => import('../animation.js');

/** The export menu's range of steps (the whole timeline when it opens) and the video button, if the browser records. */
export async function renderExport(root, model) {
  const { videoType } = await animation();
  const $ = (role) => byRole(root, role);
  for (const role of ['export-from', 'export-to']) $(role).max = String(model.total);
  $('export-from').value = '1';
  $('export-to').value = String(model.total);
  const type = videoType();
  $('export-video').hidden = !type;
  $('export-video').textContent = model.t('exportVideo', { format: type?.includes('mp4') ? 'MP4' : 'WebM' });
}

/** Exports the current view (svg, png), its steps (gif, video, pngs) or the SG table (csv, cpp, python): `model` is
 * the view model on screen, `controls` the explorer's actions (actions.js). */
export async function exportAs(root, model, controls, kind) {
  const note = byRole(root, 'export-note');
  const m = model;
  if (!m.info) return;
  if (['gif', 'video', 'pngs'].includes(kind)) return exportSteps(root, m, controls, kind);
  const view = await loadView(m.state.view);
  let blob;
  let ext = kind;
  if (kind === 'svg' || kind === 'png') {
    const d = view.drawing?.(m, m.step, colours(root));
    // A big graph's drawing is a picture (graph-drawing.js): a PNG, no SVG.
    if (d && kind === 'png') blob = await toPng(d);
    else if (d && !d.graph) blob = new Blob([toSvg(d)], { type: 'image/svg+xml' });
    if (!blob) {
      note.textContent = m.t('exportNone');
      return;
    }
  } else {
    // A game of two-number states: its 打表 grid as the grid view shows it (N × N); a heap game: its table.
    const grid = m.info.rules?.arity === 2;
    const text = grid ? await controls.run('sgTableText', [m.game, m.n, kind])
      : !m.info.table ? await familyTableText(m, controls, kind) : await controls.run('sgTableText', [m.game, m.values.length, kind]);
    if (text === null) {
      note.textContent = m.t('exportNone');
      return;
    }
    blob = new Blob([text], { type: kind === 'csv' ? 'text/csv' : 'text/plain' });
    ext = { csv: 'csv', cpp: 'cpp', python: 'py' }[kind];
  }
  const name = fileName(m.game, kind === 'svg' || kind === 'png' ? view.id : 'table', ext);
  download(name, blob);
  note.textContent = m.t('exported', { name });
}

/** The view's playback over the menu's range of steps as a GIF, a video or a zip of PNGs, with progress and Cancel. */
async function exportSteps(root, model, controls, kind) {
  const { framesOf, gifOf, videoOf, pngsOf, MAX_FRAMES } = await animation();
  const $ = (role) => byRole(root, role);
  const note = $('export-note');
  const t = model.t;
  const total = model.total;
  const text = (role) => $(role).value.trim();
  const [from, to] = [Number(text('export-from')), Number(text('export-to'))];
  // Limits before any work: a range within the timeline, and not too many frames.
  if (![from, to].every(Number.isInteger) || from < 1 || to > total || from > to) {
    note.textContent = t('exportBadRange', { from: text('export-from'), to: text('export-to'), total });
    return;
  }
  if (to - from + 1 > MAX_FRAMES) {
    note.textContent = t('exportTooMany', { max: MAX_FRAMES });
    return;
  }
  const frames = framesOf(root, controls, from - 1, to - 1);
  if (!frames) {
    note.textContent = t('exportNone');
    return;
  }
  note.textContent = '';
  const speed = model.state.speed;
  const blob = await controls.withProgress((signal, onProgress) => {
    const options = { signal, onFrame: (done) => onProgress({ phase: 'frames', done, total: frames.length }) };
    if (kind === 'gif') return gifOf(frames, speed, options);
    if (kind === 'video') return videoOf(frames, speed, options);
    return pngsOf(frames, from, options);
  });
  if (!blob) {
    note.textContent = t('exportNone');
    return;
  }
  const ext = kind === 'gif' ? 'gif' : kind === 'pngs' ? 'zip' : blob.type === 'video/mp4' ? 'mp4' : 'webm';
  const name = fileName(model.game, `${model.state.view}-steps-${from}-${to}`, ext);
  download(name, blob);
  note.textContent = t('exported', { name });
}

/** A family's table (the table view's grid) as text: CSV rows, or a 2-D array of SG values (the outcome, 1 = the
 * player to move wins, where no value is known). */
async function familyTableText(m, controls, kind) {
  const a = await controls.ask('positionTable', [m.position, 16], 'worker');
  if (!a.value) return null;
  const { side, dims, cells } = a.value;
  if (kind === 'csv') return `position,sg,wins\n${cells.map((c) => `"${c.position}",${c.sg ?? ''},${c.wins ? 1 : 0}`).join('\n')}\n`;
  const cols = dims === 2 ? side : 1;
  const rows = [];
  for (let r = 0; r < side; r++) rows.push(cells.slice(r * cols, r * cols + cols).map((c) => c.sg ?? (c.wins ? 1 : 0)));
  const what = `${m.game}: ${cells.some((c) => c.sg === null) ? 'wins (1) or loses (0)' : 'SG'} of ${cells[0].position} …`;
  // The table view's title (its drawing's) first, so the file says what the picture says.
  const title = tableTexts(m, a.value).title;
  if (kind === 'cpp') return `// ${title}\n// ${what}\nconst int sg[${side}][${cols}] = {\n${rows.map((r) => `  {${r.join(', ')}}`).join(',\n')}\n};\n`;
  return `# ${title}\n# ${what}\nsg = [\n${rows.map((r) => `    [${r.join(', ')}]`).join(',\n')}\n]\n`;
}
