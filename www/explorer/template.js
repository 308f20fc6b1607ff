// The explorer's own DOM, built inside its root. Everything is found again by [data-role] within that root (never
// by a page-wide id), so an explorer can live many times on one page; ids exist only to tie labels and ARIA
// attributes together and carry the instance's prefix. Nothing from the user or the URL goes into this markup.

import { MAX_N } from './state.js';

// A step is a triangle against a bar, a jump to an end two triangles against it: neither looks like ▶ Play, which
// also says its word.
const PLAYER_ICONS = {
  start: '<path d="M1 3h2v10H1zM9 3v10L4 8zM15 3v10l-5-5z"/>',
  back: '<path d="M3 3h2v10H3zM13 3v10L6 8z"/>',
  forward: '<path d="M3 3v10l7-5zM11 3h2v10h-2z"/>',
  end: '<path d="M1 3v10l5-5zM7 3v10l5-5zM13 3h2v10h-2z"/>',
};
const icon = (path) => `<svg class="icon" viewBox="0 0 16 16" aria-hidden="true">${path}</svg>`;

/**
 * Fills `root` with the explorer for the views `views` ([{ id, label }]); `id` prefixes element ids. Returns
 * `$(role)`, which finds an element of this explorer by its data-role.
 */
export function buildExplorer(root, id, views) {
  const tabs = views.map((v) => `<button type="button" role="tab" id="${id}-tab-${v.id}" data-view="${v.id}"
    aria-controls="${id}-view-${v.id}" aria-selected="false" tabindex="-1" data-i18n="${v.label}" hidden></button>`).join('');
  const panels = views.map((v) => `<div id="${id}-view-${v.id}" class="view view-${v.id}" role="tabpanel"
    aria-labelledby="${id}-tab-${v.id}" data-panel="${v.id}" tabindex="0" hidden></div>`).join('');
  root.innerHTML = `
  <details class="gx-boxes" data-role="boxes" open>
  <summary class="boxes-summary"><span class="boxes-what" data-role="boxes-what"></span>
    <span class="boxes-edit"><span aria-hidden="true">✎</span> <span data-i18n="boxesEdit"></span></span></summary>
  <form class="gx-controls" data-role="controls" autocomplete="off">
    <div class="field field-game">
      <label for="${id}-game" data-i18n="game"></label>
      <input id="${id}-game" data-role="game" spellcheck="false" autocapitalize="off" aria-describedby="${id}-game-error ${id}-game-name">
      <p id="${id}-game-name" class="game-name" data-role="game-name"></p>
      <p id="${id}-game-error" class="error" data-role="game-error" role="alert"></p>
    </div>
    <div class="field field-position">
      <label for="${id}-position" data-i18n="position"></label>
      <input id="${id}-position" data-role="position" spellcheck="false" autocapitalize="off" aria-describedby="${id}-position-error" data-i18n-placeholder="positionHint">
      <p id="${id}-position-error" class="error" data-role="position-error" role="alert"></p>
    </div>
    <div class="field field-n">
      <label for="${id}-n" data-i18n="n"></label>
      <input id="${id}-n" data-role="n" type="number" min="1" max="${MAX_N}" step="1" inputmode="numeric" aria-describedby="${id}-n-error">
      <p id="${id}-n-error" class="error" data-role="n-error" role="alert"></p>
    </div>
    <details class="field field-rules" data-role="rules-panel">
      <summary data-i18n="rulesHead"></summary>
      <div class="rules-body">
        <label class="rules-pick"><span data-i18n="rulesExample"></span> <select data-role="rules-example"></select></label>
        <label for="${id}-rules" class="rules-label" data-i18n="rulesText"></label>
        <textarea id="${id}-rules" data-role="rules-text" rows="10" spellcheck="false" autocapitalize="off" autocomplete="off" aria-describedby="${id}-rules-error ${id}-rules-help"></textarea>
        <div class="rules-actions">
          <button type="button" data-role="rules-apply" data-i18n="rulesApply"></button>
          <span class="rules-note" data-role="rules-note" aria-live="polite"></span>
        </div>
        <p id="${id}-rules-error" class="error" data-role="rules-error" role="alert"></p>
        <p id="${id}-rules-help" class="rules-help" data-i18n="rulesHelp"></p>
      </div>
    </details>
  </form>
  </details>
  <div class="gx-layout">
    <div class="work">
      <p class="hint" data-role="hint"></p>
      <div class="progress" data-role="progress" hidden>
        <span data-i18n="working"></span>
        <progress data-role="progress-bar" max="1" value="0"></progress>
        <button data-role="cancel" type="button" data-i18n="cancel"></button>
      </div>
      <p class="notice" data-role="notice" hidden></p>
      <p class="notice" data-role="ignored" hidden></p>
      <div class="view-bar">
        <div class="tabs" role="tablist" data-role="tabs" data-i18n-title="views">${tabs}</div>
        <div class="tools" data-role="tools">
          <details class="menu share-menu">
            <summary data-i18n="share"></summary>
            <div class="menu-body">
              <fieldset class="share-options" data-role="share-options">
                <legend data-i18n="shareOptions"></legend>
                <label><span data-i18n="shareView"></span> <select data-role="share-view"></select></label>
                <label><span data-i18n="shareControls"></span> <select data-role="share-controls">
                  <option value="player" data-i18n="shareControlsPlayer"></option>
                  <option value="none" data-i18n="shareControlsNone"></option></select></label>
                <label><span data-i18n="theme"></span> <select data-role="share-theme">
                  <option value="" data-i18n="shareThemeAuto"></option>
                  <option value="light" data-i18n="themeLight"></option>
                  <option value="dark" data-i18n="themeDark"></option></select></label>
                <label><input type="checkbox" data-role="share-autoplay"> <span data-i18n="shareAutoplay"></span></label>
                <label><input type="checkbox" data-role="share-step"> <span data-i18n="shareStep"></span></label>
                <label><input type="checkbox" data-role="share-panel" value="code"> <span data-i18n="shareCode"></span></label>
                <label><input type="checkbox" data-role="share-panel" value="pairs"> <span data-i18n="sharePairs"></span></label>
                <label><input type="checkbox" data-role="share-panel" value="patterns"> <span data-i18n="sharePatterns"></span></label>
              </fieldset>
              <p class="share-preview-head" data-i18n="sharePreview"></p>
              <div class="share-preview-box" data-role="share-preview-box"></div>
              <label for="${id}-share-link" data-i18n="shareLink"></label>
              <textarea id="${id}-share-link" data-role="share-link" rows="2" readonly spellcheck="false"></textarea>
              <button type="button" data-copy="share-link" data-i18n="copy"></button>
              <label for="${id}-share-iframe" data-i18n="shareIframe"></label>
              <textarea id="${id}-share-iframe" data-role="share-iframe" rows="3" readonly spellcheck="false"></textarea>
              <button type="button" data-copy="share-iframe" data-i18n="copy"></button>
              <label for="${id}-share-element" data-i18n="shareElement"></label>
              <textarea id="${id}-share-element" data-role="share-element" rows="4" readonly spellcheck="false"></textarea>
              <button type="button" data-copy="share-element" data-i18n="copy"></button>
              <p class="menu-note" data-role="share-note" aria-live="polite"></p>
            </div>
          </details>
          <details class="menu help-menu">
            <summary data-i18n="help"></summary>
            <div class="menu-body help-body" data-role="help"></div>
          </details>
          <details class="menu export-menu">
            <summary data-i18n="export"></summary>
            <div class="menu-body">
              <button type="button" data-export="svg" data-i18n="exportSvg"></button>
              <button type="button" data-export="png" data-i18n="exportPng"></button>
              <button type="button" data-export="csv" data-i18n="exportCsv"></button>
              <button type="button" data-export="cpp" data-i18n="exportCpp"></button>
              <button type="button" data-export="python" data-i18n="exportPython"></button>
              <fieldset class="export-steps">
                <legend data-i18n="exportSteps"></legend>
                <div class="export-range">
                  <label><span data-i18n="exportFrom"></span> <input type="number" data-role="export-from" min="1" step="1" inputmode="numeric"></label>
                  <label><span data-i18n="exportTo"></span> <input type="number" data-role="export-to" min="1" step="1" inputmode="numeric"></label>
                </div>
                <button type="button" data-export="gif" data-i18n="exportGif"></button>
                <button type="button" data-export="video" data-role="export-video"></button>
                <button type="button" data-export="pngs" data-i18n="exportPngs"></button>
              </fieldset>
              <p class="menu-note" data-role="export-note" aria-live="polite"></p>
            </div>
          </details>
        </div>
      </div>
      <section class="stage" data-role="stage">${panels}</section>
      <div class="player" role="group" data-role="player" data-i18n-title="player">
        <button data-role="to-start" type="button" data-i18n-title="toStart">${icon(PLAYER_ICONS.start)}</button>
        <button data-role="back" type="button" data-i18n-title="back">${icon(PLAYER_ICONS.back)}</button>
        <button data-role="play" type="button" class="play"><svg class="icon icon-play" viewBox="0 0 16 16" aria-hidden="true"><path d="M4 2v12l10-6z"/></svg><svg class="icon icon-pause" viewBox="0 0 16 16" aria-hidden="true"><path d="M3 2h4v12H3zM9 2h4v12H9z"/></svg><span class="play-word"><span class="word-play" data-i18n="playWord"></span><span class="word-pause" data-i18n="pauseWord"></span></span></button>
        <button data-role="forward" type="button" data-i18n-title="forward">${icon(PLAYER_ICONS.forward)}</button>
        <button data-role="to-end" type="button" data-i18n-title="toEnd">${icon(PLAYER_ICONS.end)}</button>
        <input data-role="scrub" class="scrub" type="range" min="0" max="0" value="0" step="1" data-i18n-title="scrub">
        <span data-role="step-label" class="step-label"></span>
        <label class="speed"><span data-i18n="speed"></span>
          <select data-role="speed">
            <option value="0.25">¼×</option><option value="0.5">½×</option><option value="1">1×</option>
            <option value="2">2×</option><option value="4">4×</option><option value="8">8×</option>
          </select>
        </label>
      </div>
      <p class="caption" data-role="caption"><span data-role="caption-text"></span>
        <a data-role="open-full" target="_blank" rel="noopener" data-i18n="openFull"></a></p>
      <p class="announcer" role="status" aria-live="polite" data-role="status"></p>
      <section class="summary" data-role="summary" aria-labelledby="${id}-summary-head">
        <h2 id="${id}-summary-head" data-i18n="summary"></h2>
        <p class="legend"><span class="legend-mark legend-p" aria-hidden="true">P</span> <span data-i18n="legendP"></span>
          <span class="legend-mark legend-n" aria-hidden="true">N</span> <span data-i18n="legendN"></span>
          <span class="legend-draw" hidden><span class="legend-mark legend-d" aria-hidden="true">D</span> <span data-i18n="legendD"></span></span></p>
        <p class="outcome" data-role="outcome"></p>
        <p class="rule" data-role="rule"></p>
        <p class="values-label" data-role="values-label"></p>
        <div class="sg-table" data-role="values"></div>
      </section>
    </div>
    <nav class="presets" data-role="presets-nav" aria-labelledby="${id}-presets-head">
      <h2 id="${id}-presets-head" data-i18n="presets"></h2>
      <ul class="preset-list" data-role="presets"></ul>
      <details class="import">
        <summary data-i18n="importHead"></summary>
        <textarea data-role="import-text" rows="6" spellcheck="false" aria-describedby="${id}-import-error" data-i18n-title="importHead"></textarea>
        <button data-role="import" type="button" data-i18n="importButton"></button>
        <p id="${id}-import-error" class="error" data-role="import-error" role="alert"></p>
        <ul class="import-queries" data-role="import-queries"></ul>
      </details>
    </nav>
  </div>`;
  return (role) => byRole(root, role);
}

/** The element of the explorer at `root` that plays `role` (its data-role). */
export function byRole(root, role) {
  return root.querySelector(`[data-role="${role}"]`);
}
