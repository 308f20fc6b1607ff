// What an explorer says around its views: its controls, theme and words (settings.js decides them), the boxes'
// values, the notice above the view, the hint, the compact embed's caption, and whether what is shown is stale. Each
// is a plain function of the explorer's root and what it shows (its state, or the model its views are given: show.js
// viewModel); the explorer keeps its state and calls these when it changes. None changes the state.

import { byRole } from './template.js';
import { renderSummary, renderIgnored, renderCaption as caption, renderBoxesLine } from './summary.js';
import { shareTexts } from './share.js';
import { themeName, showLang } from './settings.js';
import * as show from './show.js';

/** The controls the state asks for (full, player, none) and its panels, on the root (CSS shows them). */
export function showControls(root, state) {
  root.dataset.controls = state.controls;
  root.dataset.panels = state.panels ?? '';
}

/** The state's theme, else the host's (`hostTheme()`), else the reader's. */
export function showTheme(root, state, hostTheme, hostBackdrop) {
  root.dataset.theme = themeName(state.theme, hostTheme);
  // An element that follows its host's colours lets the post's background show through, and what its drawings fill
  // with the background (a state not computed yet, the back of a value line) is the post's too.
  const blend = Boolean(hostTheme) && !state.theme;
  root.classList.toggle('blend', blend);
  const backdrop = blend && hostBackdrop?.();
  if (backdrop) root.style.setProperty('--bg', backdrop);
  else root.style.removeProperty('--bg');
}

/** The state's game, position and N in their boxes. */
export function showBoxes(root, state) {
  byRole(root, 'game').value = state.game;
  byRole(root, 'position').value = state.position ?? '';
  byRole(root, 'n').value = String(state.n);
}

/** The line above the view that says what happened to a request (`notice`: { key, args } of the catalog; null hides
 * it), in the words of translator `t`. */
export function showNotice(root, notice, t) {
  const p = byRole(root, 'notice');
  p.textContent = notice ? t(notice.key, notice.args) : '';
  p.hidden = !notice;
}

/** The line that says what to try, for the view on screen (show.js); `model`: the view model. */
export function renderHint(root, model) {
  show.renderHint(byRole(root, 'hint'), model.state, model, model.t);
}

/** The compact embed's caption and its link to the full page (the view alone shows it only to say an error: style.css;
 * nothing to do with full controls). */
export function renderCaption(root, model) {
  if (model.state.controls !== 'full') caption(root, model, shareTexts(model.state).link);
}

/** When the boxes hold an error, the views say so instead of showing the last good result as if it were current. */
export function showStale(root, model) {
  root.classList.add('stale');
  renderCaption(root, model);
}

/** An unexpected failure said as the game box's error (`text`: its words). */
export function showFailure(root, model, text) {
  byRole(root, 'game-error').textContent = text;
  renderCaption(root, model);
}

/** Whether a box holds an error, or N was refused (`nRefused`): the views are then stale. */
export function refused(root, nRefused) {
  return byRole(root, 'game-error').textContent || byRole(root, 'position-error').textContent || nRefused;
}

/** What is shown now, around the views: stale or not (a folded box that holds an error opens to say it), the boxes'
 * line and the caption. */
export function showShown(root, model, isRefused) {
  root.classList.toggle('stale', Boolean(isRefused));
  if (isRefused) byRole(root, 'boxes').open = true;
  renderBoxesLine(root, model);
  renderCaption(root, model);
}

/** Everything around the views in the words of the model's language: the root's, the host's ignored values
 * (`ignored`), the notice (`notice`), the summary when there is a model (`hasModel`) and the caption. */
export function showWords(root, model, { ignored, notice, hasModel }) {
  showLang(root, model.lang, model.t);
  renderIgnored(root, model, ignored);
  if (notice) showNotice(root, notice, model.t);
  if (hasModel) renderSummary(root, model);
  renderCaption(root, model);
}

/** A rule text's game defined (`info`: the core's description of it): no error under the rule box, and a note that
 * says the game's name, arity and example. */
export function showRulesApplied(root, info, t) {
  byRole(root, 'rules-error').textContent = '';
  const note = info.arity === 1 ? 'rulesAppliedOne' : 'rulesApplied';
  byRole(root, 'rules-note').textContent = t(note, { name: info.name, arity: info.arity, example: info.example });
}

/**
 * What a load's plan (load.js plan) says in the boxes: the game box's error, or N refused under its box with the
 * limit the core says (`nRefused`: it was refused before, so its error goes when it is not now), and the N box: the
 * N drawn when the plan grew it or the game fixes it (unless the user is typing there: the box is set again when
 * they leave it), disabled where N means nothing. `errorText(e)`: a core Error's words.
 */
export function showPlan(root, plan, t, errorText, nRefused) {
  const $ = (role) => byRole(root, role);
  $('game-error').textContent = plan.error ? errorText(plan.error) : '';
  if (plan.error) return;
  if (plan.refusedN) {
    $('n-error').textContent = t('badN', { max: plan.refusedN });
    return;
  }
  if (nRefused) $('n-error').textContent = '';
  const box = $('n');
  if ((plan.isGraph || plan.grown) && box.getRootNode().activeElement !== box) box.value = String(plan.n);
  box.disabled = plan.nFixed;
}
