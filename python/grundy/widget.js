// The notebook widget's front end (grundy/widget.py): the <grundy-explorer> element, its attributes from the
// widget's traits, and the state it shows sent back as `shown`. anywidget calls render({ model, el }).
export const NAMES = ['rules', 'game', 'position', 'n', 'view', 'state', 'step', 'speed', 'lang', 'theme', 'controls',
  'panels', 'autoplay', 'grid', 'depth', 'cards'];

export default {
  async render({ model, el }) {
    await import(model.get('src'));
    const explorer = document.createElement('grundy-explorer');
    // None or False: no attribute; True: a bare one (autoplay); else its text.
    const apply = () => {
      for (const name of NAMES) {
        const v = model.get(name);
        if (v === null || v === undefined || v === false) explorer.removeAttribute(name);
        else explorer.setAttribute(name, v === true ? '' : String(v));
      }
    };
    apply();
    model.on('change', apply);
    explorer.addEventListener('grundy:state', (event) => {
      model.set('shown', event.detail);
      model.save_changes();
    });
    el.append(explorer);
    return () => model.off('change', apply);
  },
};
