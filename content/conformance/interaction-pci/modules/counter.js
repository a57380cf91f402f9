// A counter for the conformance corpus: an AMD module that registers a PCI (1EdTech PCI API). Its
// wording comes from a module beside it, required by a relative id; how often a button was pressed
// is the interaction's own state (getState), which the delivery keeps and gives back.
define(['qtiCustomInteractionContext', './counter-text'], function (context, text) {
  context.register({
    typeIdentifier: 'urn:example:portal:pci:counter',
    getInstance: function (dom, configuration, state) {
      var bound = configuration.boundTo && configuration.boundTo[configuration.responseIdentifier];
      var touched = Boolean(bound && bound.base && typeof bound.base.integer === 'number');
      var value = touched ? bound.base.integer : 0;
      var max = Number(configuration.properties.max || 10);
      var kept = {};
      try {
        kept = typeof state === 'string' && state ? JSON.parse(state) : {};
      } catch (error) {
        kept = {};
      }
      var presses = typeof kept.presses === 'number' ? kept.presses : 0;
      var box = dom.querySelector('.counter') || dom;
      var shown = document.createElement('p');
      shown.setAttribute('aria-live', 'polite');
      function button(label, step) {
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.disabled = configuration.status === 'review';
        b.addEventListener('click', function () {
          value = Math.max(0, Math.min(max, value + step));
          presses += 1;
          touched = true;
          show();
        });
        return b;
      }
      var pressed = document.createElement('p');
      function show() {
        shown.textContent = text.count(configuration.properties.label || 'Count', value);
        pressed.textContent = text.presses(presses);
      }
      box.appendChild(shown);
      box.appendChild(pressed);
      box.appendChild(button('Take one away', -1));
      box.appendChild(document.createTextNode(' '));
      box.appendChild(button('Add one', 1));
      show();
      var instance = {
        getResponse: function () {
          return touched ? { base: { integer: value } } : { base: null };
        },
        getState: function () {
          return JSON.stringify({ value: value, presses: presses });
        },
        oncompleted: function () {},
      };
      configuration.onready(instance, state);
      return instance;
    },
  });
});
