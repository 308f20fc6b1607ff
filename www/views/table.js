// The SG table as a strip of cells: state n above, G(n) below; P-positions (G = 0) are outlined and marked.
export function renderTable(root, model) {
  const strip = document.createElement('div');
  strip.className = 'sg-table';
  model.values.forEach((g, n) => {
    const cell = document.createElement('div');
    cell.className = 'sg-cell';
    cell.dataset.state = String(n);
    cell.dataset.sg = String(g);
    cell.dataset.kind = g === 0 ? 'P' : 'N';
    cell.title = `SG(${n}) = ${g}`;
    cell.innerHTML = `<span class="state">${n}</span><span class="sg">${g}</span>`;
    strip.append(cell);
  });
  root.replaceChildren(strip);
}
