// The rules editor: the user's own game as a rule text (the core's rules language). Running it defines the game in
// every module (compute.js defineRules) and shows it; an error says what and where, in the page's language, and puts
// the caret there; the text is never lost (it stays in the box, and in the link once it runs). Each is given the
// explorer's root, its model (show.js viewModel) and its actions (actions.js controlActions).

import { RULE_EXAMPLES, ruleExampleText } from '../rules-examples.js';
import { byRole } from './template.js';

/** Fills the examples menu (in the model's language) and the box with the state's text. */
export function renderRules(root, model) {
  const select = byRole(root, 'rules-example');
  const chosen = select.value;
  const none = new Option(model.t('rulesExampleNone'), '');
  const options = RULE_EXAMPLES.map((r) => new Option(r[model.lang], r.id));
  select.replaceChildren(none, ...options);
  select.value = chosen;
}

/** Shows the error of a rule text under the box, in the model's language, and selects the place it points at. */
export function showRuleError(root, model, e) {
  const box = byRole(root, 'rules-text');
  byRole(root, 'rules-error').textContent = model.errorText(e);
  byRole(root, 'rules-panel').open = true;
  if (e?.line) {
    const lines = box.value.split('\n');
    const at = lines.slice(0, e.line - 1).reduce((sum, l) => sum + l.length + 1, 0) + Math.max(0, (e.column ?? 1) - 1);
    const end = Math.min(box.value.length, at + 1);
    box.setSelectionRange(at, end);
  }
}

export function wireRules(root, actions) {
  const $ = (role) => byRole(root, role);
  const box = $('rules-text');
  const failed = (e) => showRuleError(root, actions.now(), e);
  $('rules-apply').addEventListener('click', () => {
    actions.applyRules(box.value).catch(failed);
  });
  // Ctrl+Enter runs, as in an online judge's editor; the player's keys stay out of the box.
  box.addEventListener('keydown', (e) => {
    e.stopPropagation();
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      $('rules-apply').click();
    }
  });
  $('rules-example').addEventListener('change', async (e) => {
    const example = RULE_EXAMPLES.find((r) => r.id === e.target.value);
    if (!example) return;
    try {
      box.value = await ruleExampleText(example.id);
      await actions.applyRules(box.value, { n: example.n, view: example.view });
    } catch (err) {
      failed(err);
    }
  });
}
