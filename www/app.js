// The explorer's entry point: load the wasm core, read the view from the URL, render.
import init, { grundyValues, normalizeGame } from '../pkg/grundy.js';
import { renderTable } from './views/table.js';

const DEFAULTS = { game: 'sub(1..3)', n: 20 }; // the source notes' first example: take 1 to 3 stones

function readUrl() {
  const q = new URLSearchParams(location.search);
  const n = Number.parseInt(q.get('n') ?? '', 10);
  return { game: q.get('game') ?? DEFAULTS.game, n: Number.isInteger(n) && n > 0 ? Math.min(n, 100000) : DEFAULTS.n };
}

function writeUrl(view) {
  const q = new URLSearchParams(location.search);
  q.set('game', view.game);
  q.set('n', String(view.n));
  history.replaceState(null, '', `?${q}`);
}

function update(view) {
  const error = document.getElementById('game-error');
  try {
    const game = normalizeGame(view.game);
    const values = grundyValues(game, view.n);
    error.textContent = '';
    renderTable(document.getElementById('table-view'), { game, values });
    document.getElementById('status').textContent = `${game}: SG(0..${view.n - 1}) = ${Array.from(values.slice(0, 12)).join(', ')}${view.n > 12 ? ', …' : ''}`;
    writeUrl(view);
  } catch (e) {
    error.textContent = e.message; // the core's message says what is wrong and where
  }
}

async function main() {
  await init();
  const view = readUrl();
  const gameBox = document.getElementById('game');
  const nBox = document.getElementById('n');
  gameBox.value = view.game;
  nBox.value = view.n;
  const onInput = () => {
    const n = Number.parseInt(nBox.value, 10);
    update({ game: gameBox.value, n: Number.isInteger(n) && n > 0 ? Math.min(n, 100000) : DEFAULTS.n });
  };
  gameBox.addEventListener('input', onInput);
  nBox.addEventListener('input', onInput);
  document.getElementById('controls').addEventListener('submit', (e) => e.preventDefault());
  update(view);
}

main();
