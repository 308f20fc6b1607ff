// Position notation as docs/reference.md writes it ("Notation"), to find it in a sentence a learner reads: a game
// written with its parameters (`sub(1,3)`, `geography(...#/....)`, `misere(nim)`, `graph(0>1)`), a component
// `GAME: h1 h2` (its game, a colon, its heaps), components joined by `+`, a heap's mark (`5*`), a graph's edge `a>b`,
// and the heaps a move leaves written after an arrow (`→ 0 1`). A lesson that teaches a part of the notation names it
// (`notation: ['mark']`: the Stoned Game's `*`); everything else says a position in words or draws it. Games alone
// (`sub(1..3)`, `0.77`) are names, beside the game's name in words, not positions.
const GAME = String.raw`(?:nim|kayles|dawson|grundy|staircase|boxes|stoned|thanos|wythoff|tree|hackenbush|lasker|mock-turtles`
  + String.raw`|(?:sub|bash|allbut|moore|every|misere|geography|graph)\([^()]*(?:\([^()]*\)[^()]*)*\)|\d?!?\.[\d\[\]!]+)`;
export const NOTATION = [
  { id: 'component', name: 'a component GAME: heaps', re: new RegExp(String.raw`(?:^|[\s(（“"：:，,])${GAME}\s*:\s*[\d(]`, 'i') },
  { id: 'call', name: 'a game with its parameters, a colon and numbers', re: /\b(?!SG\b|mex\b)[a-z][\w-]*\([^()]*\)\s*:\s*\d/i },
  { id: 'arrow', name: 'the heaps a move leaves after an arrow', re: /→\s*\d+(?:\s+\d+)+(?![\d,，、])/ },
  { id: 'mark', name: 'a marked heap', re: /\b\d+\*/ },
];

/** The notation rules `text` breaks: [{ name, match }]. */
export function notationIn(text, taught = []) {
  return NOTATION.filter(({ id }) => !taught.includes(id)).flatMap(({ name, re }) => {
    const m = text.match(re);
    return m ? [{ name, match: m[0] }] : [];
  });
}
