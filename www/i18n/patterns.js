// The pattern finder's sentences (the core's patterns come as numbers; the sentence is made here, in either language,
// from the words in en.js and zh.js).

/** `0–8, 10, 12`: runs of three or more as ranges. */
export function numberList(items) {
  const parts = [];
  for (let i = 0; i < items.length;) {
    let j = i;
    while (j + 1 < items.length && items[j + 1] === items[j] + 1) j++;
    if (j >= i + 2) {
      parts.push(`${items[i]}–${items[j]}`);
      i = j + 1;
    } else {
      parts.push(String(items[i]));
      i++;
    }
  }
  return parts.join(', ');
}

/** A pattern of the core's pattern finder ({ kind, … }) as a sentence in `t`'s language. */
export function patternText(p, t) {
  const first = (values) => Array.from(values.slice(0, 12)).join(' ');
  switch (p.kind) {
    case 'period':
      return t(p.proven ? 'pattern.periodProven' : 'pattern.periodSeen', { ...p, to: p.checkedTo });
    case 'saltus':
      return t('pattern.saltus', { ...p, to: p.checkedTo });
    case 'formula': {
      const from = p.from > 0 ? t('pattern.from', { from: p.from }) : '';
      const { formula } = p; // as the core writes it
      if (p.modulus === 1) return t('pattern.formulaAll', { formula, from, to: p.checkedTo });
      return t('pattern.formula', { formula, from, residues: numberList(p.residues), modulus: p.modulus, to: p.checkedTo });
    }
    case 'selfSimilar':
      return t('pattern.selfSimilar', { law: lawText(p, t), arg: linear(p.modulus, p.residue), to: p.checkedTo });
    case 'known':
      return t('pattern.known', { law: lawText(p, t), about: knownAbout(p.function, t), to: p.checkedTo });
    case 'named': {
      const shown = p.members.slice(0, 12).join(', ') + (p.members.length > 12 ? ', …' : '');
      const set = t(`pattern.set.${p.complement ? 'complement' : 'exactly'}`, { set: setName(p.sequence, t) });
      return t('pattern.named', { law: lawText(p, t), set, members: shown, to: p.checkedTo });
    }
    case 'nothing':
      // What the core says it tried (its numbers; the words are here).
      return t('pattern.nothing', {
        table: p.table,
        period: p.longestPeriod,
        modulus: p.modulus,
        known: p.knownModulus,
        a: numberList(p.selfSimilar),
        order: p.order,
      });
    case 'sum':
      return t('pattern.sum', { row: first(p.row), column: first(p.column), to: p.checkedTo });
    case 'rowPeriod':
      return t('pattern.rows', { lines: numberList(p.rows), period: p.period, preperiod: p.preperiod, to: p.checkedTo });
    case 'columnPeriod':
      return t('pattern.columns', { lines: numberList(p.columns), period: p.period, preperiod: p.preperiod, to: p.checkedTo });
    case 'pairs': case 'lines':
      return t('pattern.pLaw', { law: capital(lawText(p, t)), to: p.checkedTo });
    case 'along':
      return t('pattern.alongLaw', { law: capital(lawText(p, t)), line: linear(1, p.d).replace('n', 'x'), to: p.checkedTo });
    case 'zeros': {
      const shown = p.states.slice(0, 40).map(([x, y]) => `(${x},${y})`).join(' ');
      const states = p.count > 40 ? t('pattern.zerosMore', { states: shown, count: p.count }) : shown;
      return t('pattern.zeros', { count: p.count, rows: p.rows, columns: p.columns, states });
    }
    case 'broken': {
      // A law a longer table broke: the law alone, where it was seen, where it held and where it broke.
      const grid = Array.isArray(p.brokeAt);
      const [x, y] = grid ? p.brokeAt : [];
      return t(grid ? 'pattern.brokenCell' : 'pattern.broken', {
        law: lawText(p.law, t),
        seen: p.law.checkedTo,
        held: p.heldTo,
        at: p.brokeAt,
        x,
        y,
        value: p.value ?? t('pattern.noState'),
        // A law of P-positions says whether the cell is one; a named set only that G is not 0 off the set.
        predicted: ['pairs', 'lines', 'along'].includes(p.law.kind)
          ? t(p.predicted === 0 ? 'pattern.saysP' : 'pattern.saysNotP')
          : p.predicted ?? t(p.law.kind === 'named' ? 'pattern.notZero' : 'pattern.noState'),
      });
    }
    default:
      return '';
  }
}

/** A law alone, without its evidence (`G(n + 128) = G(n) for n ≥ 385`), for a sentence about it. */
function lawText(p, t) {
  switch (p.kind) {
    case 'period': case 'saltus': case 'sum':
      return t(`pattern.law.${p.kind}`, p);
    case 'formula': {
      const from = p.from > 0 ? t('pattern.from', { from: p.from }) : '';
      if (p.modulus === 1) return t('pattern.law.formulaAll', { formula: p.formula, from });
      return t('pattern.law.formula', { formula: p.formula, from, residues: numberList(p.residues), modulus: p.modulus });
    }
    case 'known': {
      // As a closed form: the function's name is written the same in every language.
      const formula = knownText(p.function, p.offset);
      if (p.modulus === 1) {
        return t('pattern.law.knownAll', { formula, from: p.from > 0 ? t('pattern.nFrom', { from: p.from }) : '' });
      }
      const from = p.from > 0 ? t('pattern.from', { from: p.from }) : '';
      return t('pattern.law.formula', { formula, from, residues: numberList(p.residues), modulus: p.modulus });
    }
    case 'selfSimilar': {
      const inner = `G(${linear(p.scale, p.shift)})`;
      const { add, map, otherwise } = p.f;
      let value;
      if (add !== null && add !== undefined) value = inner + (add > 0 ? ` + ${add}` : add < 0 ? ` − ${-add}` : '');
      else if (!map.length) value = String(otherwise);
      else {
        const cases = map.map(([x, y]) => t('pattern.mapCase', { inner, x, y })).join(t('pattern.mapJoin'));
        value = t('pattern.mapElse', { cases, otherwise });
      }
      const from = p.from > 0 ? t('pattern.nFrom', { from: p.from }) : '';
      return t('pattern.law.selfSimilar', { arg: linear(p.modulus, p.residue), value, from });
    }
    case 'named': {
      // The set as the core writes it (`2^k − 1`), said in or out of it.
      const term = p.sequence.name === 'recurrence';
      const key = `pattern.named.${term ? 'term' : 'is'}${p.complement ? 'Not' : ''}`;
      return t('pattern.law.named', {
        set: t(key, { formula: p.formula }),
        from: p.from > 0 ? t('pattern.nFromComma', { from: p.from }) : '',
        others: p.others != null ? t('pattern.named.others', { value: p.others }) : '',
      });
    }
    case 'pairs': {
      // b_k = a_k + c·k + d, and a_k = ⌊kα⌋ where recognised (α written by the core, the same in every language).
      const b = `a_k${p.c === 0 ? '' : p.c === 1 ? ' + k' : ` + ${p.c}k`}${p.d > 0 ? ` + ${p.d}` : ''}`;
      const form = p.beatty
        ? t('pattern.beatty', { a: floorText(p.beatty.alphaName, p.beatty.offset), b: floorText(p.beatty.betaName, p.beatty.offset + p.d) })
        : '';
      return t(`pattern.law.pairs.${p.sides}`, { b, form });
    }
    case 'lines':
      return t(p.all ? 'pattern.law.linesAll' : 'pattern.law.lines', { lines: p.lines.map(lineText).join(', ') });
    case 'along': {
      const set = setMember(p, t);
      return t('pattern.law.along', { line: lineText({ c: 1, d: p.d, transposed: false }), y: linear(1, p.d).replace('n', 'x'), set });
    }
    case 'rowPeriod':
      return t('pattern.law.rows', { lines: numberList(p.rows), period: p.period, preperiod: p.preperiod });
    case 'columnPeriod':
      return t('pattern.law.columns', { lines: numberList(p.columns), period: p.period, preperiod: p.preperiod });
    default:
      return '';
  }
}

/** `a·n + b` as the core writes it: `2n + 1`, `n`, `n − 1`. */
function linear(a, b) {
  const term = a === 1 ? 'n' : `${a}n`;
  return b > 0 ? `${term} + ${b}` : b < 0 ? `${term} − ${-b}` : term;
}

/** A sentence's first letter as a capital (a no-op in Chinese). */
function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A line as the core writes it: `y = x`, `y = 2x + 1`, `x = y − 3`, `y = 4`. */
function lineText({ c, d, transposed }) {
  const [u, v] = transposed ? ['y', 'x'] : ['x', 'y'];
  if (c === 0) return `${v} = ${d}`;
  const term = c === 1 ? u : `${c}${u}`;
  return d > 0 ? `${v} = ${term} + ${d}` : d < 0 ? `${v} = ${term} − ${-d}` : `${v} = ${term}`;
}

/** ⌊kα⌋ + offset as the core writes it: `⌊kφ⌋`, `⌊k(2 + √2)⌋`. */
function floorText(name, offset) {
  const alpha = name.includes(' ') && !name.startsWith('(') ? `(${name})` : name;
  const f = `⌊k${alpha}⌋`;
  return offset > 0 ? `${f} + ${offset}` : offset < 0 ? `${f} − ${-offset}` : f;
}

/** A known function plus a constant, as the core writes it: `v2(n) + 1`, `⌊log2 n⌋`, `(n mod 3) + 1`. */
function knownText(fn, offset) {
  let f;
  if (fn.mod) {
    const { divisor, modulus } = fn.mod;
    f = divisor === 1 ? (offset ? `(n mod ${modulus})` : `n mod ${modulus}`) : `⌊n/${divisor}⌋ mod ${modulus}`;
  } else {
    f = { v2: 'v2(n)', popcount: 'popcount(n)', log2: '⌊log2 n⌋' }[fn];
  }
  return offset > 0 ? `${f} + ${offset}` : offset < 0 ? `${f} − ${-offset}` : f;
}

/** What a known function is, in `t`'s language (`{ mod: { divisor, modulus } }` or its name). */
function knownAbout(fn, t) {
  if (fn.mod) return t(fn.mod.divisor === 1 ? 'pattern.fn.mod' : 'pattern.fn.divMod', fn.mod);
  return t(`pattern.fn.${fn}`);
}

/** α of a Beatty sequence as a number (its name is in the core's formula, `⌊kφ⌋`): `1.61803`. */
function alphaValue(alpha) {
  if (alpha.kind === 'e') return Math.E.toFixed(5);
  if (alpha.kind === 'pi') return Math.PI.toFixed(5);
  return ((alpha.p + Math.sqrt(alpha.q)) / alpha.r).toFixed(5);
}

/** What a named set (the core's `Sequence`) is, as a noun in `t`'s language: `the powers of 2, shifted`. */
function setName(q, t) {
  switch (q.name) {
    case 'fibonacci': return t(q.offset ? 'pattern.set.fibonacciShifted' : 'pattern.set.fibonacci');
    case 'power': return t(q.offset ? 'pattern.set.powerShifted' : 'pattern.set.power', { base: q.base });
    case 'recurrence': return t('pattern.set.recurrence', { order: q.coefficients.length });
    case 'beatty': return t('pattern.set.beatty', { value: alphaValue(q.alpha) });
    default: return '';
  }
}

/**
 * The same set, what a member is (a law along a line, `p`: its set, formula and first members as the core writes
 * them): `a Fibonacci number (1, 2, 3, 5, 8, 13, …)`.
 */
function setMember({ set, formula, first }, t) {
  if (set.name === 'fibonacci' && !set.offset) return t('pattern.set.isFibonacci', { first });
  if (set.name === 'power' && !set.offset) return t('pattern.set.isPower', { base: set.base, first });
  return t('pattern.set.isIn', { first, formula });
}

/**
 * The cells a pattern of a grid lists itself, for highlighting: `(x, y)` → whether cell (x, y) is one of them (the
 * listed P-positions, the periodic rows and columns). Null for any other pattern: what a law says of each cell comes
 * from the core (predictPatterns), never from here.
 */
export function patternCells(p) {
  switch (p.kind) {
    case 'rowPeriod': return (x, y) => p.rows.includes(x) && y >= p.preperiod;
    case 'columnPeriod': return (x, y) => p.columns.includes(y) && x >= p.preperiod;
    case 'zeros': {
      const set = new Set(p.states.map(([x, y]) => `${x},${y}`));
      return (x, y) => set.has(`${x},${y}`);
    }
    default: return null;
  }
}
