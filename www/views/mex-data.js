// The mex of a heap state as the views need it, shared by the graph, mex and table views (a view does not import
// another): its trace or its values and mex, as the bridge knows them now (model.answers.known: kept, read from the
// main thread's session of the model's table, or traced on the spot when the core bounds that as cheap; else the
// view's prepare asks the worker), and its sentence. No view calls the core.

import { setText } from './notation.js';

export { setText }; // the graph view's too

/**
 * The mex trace of heap state `state` if it is known now. Larger states are traced in the worker by prepare() first;
 * until then this returns null.
 */
export function mexOf(model, state) {
  const answer = model.answers.known('mexTrace', [model.game, state]);
  if (!answer) return null;
  return answer.value ?? { error: model.errorText(answer.error) };
}

/**
 * `{ values, mex }` of a heap state from the main thread's session, when the table reaches it: the step's sentence
 * "SG(s) = mex{…}" without a trace of every option (Grundy's game at 10^6 has half a million). Null otherwise.
 */
export function mexValuesOf(model, state) {
  return model.answers.known('mexValues', [model.game, state])?.value ?? null;
}

/** "SG(4) = mex{1, 2, 3} = 0 — P-position" for a heap state: from its mex trace when it is cheap, else its value. */
export function computeSentence(model, state) {
  const t = model.t;
  const trace = mexValuesOf(model, state) ?? mexOf(model, state);
  if (!trace || trace.error) {
    const g = model.values[state];
    return g === undefined ? `SG(${state})` : `SG(${state}) = ${g} — ${t(g === 0 ? 'pKind' : 'nKind')}`;
  }
  return t('aCompute', { state, set: setText(trace.values), mex: trace.mex, kind: t(trace.mex === 0 ? 'pKind' : 'nKind') });
}
