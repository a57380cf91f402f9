// A counter for the conformance corpus: an AMD module that registers a PCI (1EdTech PCI API).
define(['qtiCustomInteractionContext'], function (context) {
  context.register({
    typeIdentifier: 'urn:example:portal:pci:counter',
    getInstance: function (dom, configuration, state) {
      var bound = configuration.boundTo && configuration.boundTo[configuration.responseIdentifier];
      var touched = Boolean(bound && bound.base && typeof bound.base.integer === 'number');
      var value = touched ? bound.base.integer : 0;
      var max = Number(configuration.properties.max || 10);
      var box = dom.querySelector('.counter') || dom;
      var shown = document.createElement('p');
      shown.setAttribute('aria-live', 'polite');
      function button(text, step) {
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = text;
        b.disabled = configuration.status === 'review';
        b.addEventListener('click', function () {
          value = Math.max(0, Math.min(max, value + step));
          touched = true;
          show();
        });
        return b;
      }
      function show() {
        shown.textContent = (configuration.properties.label || 'Count') + ': ' + value;
      }
      box.appendChild(shown);
      box.appendChild(button('Take one away', -1));
      box.appendChild(document.createTextNode(' '));
      box.appendChild(button('Add one', 1));
      show();
      var instance = {
        getResponse: function () {
          return touched ? { base: { integer: value } } : { base: null };
        },
        getState: function () {
          return JSON.stringify({ value: value });
        },
        oncompleted: function () {},
      };
      configuration.onready(instance, state);
      return instance;
    },
  });
});
