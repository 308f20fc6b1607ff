// The position notation as views show it: without the game's name when one game is played, as the page already
// names it ("14 21 27" of "nim: 14 21 27"). Sums keep their names: "sub(1..3): 1 + nim: 2".

/** The heaps of a one-game position, or the whole notation of a sum. */
export function positionText(position) {
  if (position.includes(' + ')) return position;
  const i = position.indexOf(': ');
  return i < 0 ? position : position.slice(i + 2);
}
