// The mex of a heap state as the views need it, shared by the graph, mex and table views (a view does not import
// another): its trace or its values and mex, read from the main thread's session of the model's table when it reaches
// the state, traced on the spot when the core bounds that as cheap, else left to the worker; and its sentence.

import { core } from '../core/wasm.js';
import { setText } from './notation.js';

export { setText }; // the graph view's too

const traced = new WeakMap(); // model.answers → what this module traced or read on the main thread for them, by key

/** This module's own answers beside the explorer's `model.answers`: forgotten with them (a new model, a trap). */
function ownOf(model) {
  if (!traced.has(model.answers)) traced.set(model.answers, new Map());
  return traced.get(model.answers);
}

/**
 * The mex trace of heap state `state` if it is known now: cached, or small enough to trace on the spot (main thread).
 * Larger states are traced in the worker by prepare() first; until then this returns null.
 */
export function mexOf(model, state) {
  const key = `mex:${state}`;
  const own = ownOf(model);
  const known = model.answers.get(key) ?? own.get(key);
  if (known) return known.value ?? { error: model.errorText(known.error) };
  const session = model.session();
  let answer;
  if (session && state < session.length) {
    // Read from the table the worker computed: O(options), whatever the state.
    try {
      answer = { value: session.mexTrace(state, MAIN_TRACE_OPTIONS) };
    } catch (e) {
      if (e.code === 'TooManyTraceOptions') return null; // the worker traces up to its own limit
      answer = { error: e };
    }
  } else {
    // Here on the main thread only when the core bounds the trace's work as small; the worker traces the rest.
    if (!core.requestCost('mexTrace', [model.game, state]).mainThread) return null;
    try {
      answer = { value: core.mexTrace(model.game, state) };
    } catch (e) {
      answer = { error: e }; // e.g. too many options to trace: the core says so
    }
  }
  own.set(key, answer);
  return answer.value ?? { error: model.errorText(answer.error) };
}

/**
 * `{ values, mex }` of a heap state from the main thread's session, when the table reaches it: the step's sentence
 * "SG(s) = mex{…}" without a trace of every option (Grundy's game at 10^6 has half a million). Null otherwise.
 */
export function mexValuesOf(model, state) {
  const session = model.session();
  if (!session || state >= session.length) return null;
  const own = ownOf(model);
  const key = `mexValues:${state}`;
  if (!own.has(key)) {
    let answer = null;
    try {
      const { values, mex } = session.mexValues(state);
      answer = { values: Array.from(values), mex };
    } catch {
      // (past the core's option limit: the sentence gives the value alone)
    }
    own.set(key, answer);
  }
  return own.get(key);
}

/** Options a trace read from the main thread's session may have (a few ms at most); larger ones go to the worker. */
const MAIN_TRACE_OPTIONS = 4096;

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
