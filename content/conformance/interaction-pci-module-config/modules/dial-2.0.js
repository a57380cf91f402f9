// A dial for the conformance corpus (1EdTech PCI API): it requires its wording by a module id that
// only the package's module configuration resolves to a file.
define(['qtiCustomInteractionContext', 'dial-words'], function (context, words) {
  context.register({
    typeIdentifier: 'urn:example:portal:pci:dial',
    getInstance: function (dom, configuration, state) {
      var bound = configuration.boundTo && configuration.boundTo[configuration.responseIdentifier];
      var touched = Boolean(bound && bound.base && typeof bound.base.integer === 'number');
      var value = touched ? bound.base.integer : 0;
      var max = Number(configuration.properties.max || 12);
      var box = dom.querySelector('.dial') || dom;
      var shown = document.createElement('p');
      shown.setAttribute('aria-live', 'polite');
      box.appendChild(shown);
      [['Back one hour', -1], ['On one hour', 1]].forEach(function (spec) {
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = spec[0];
        b.disabled = configuration.status === 'review';
        b.addEventListener('click', function () {
          value = Math.max(0, Math.min(max, value + spec[1]));
          touched = true;
          shown.textContent = words.hours(value);
        });
        box.appendChild(b);
      });
      shown.textContent = words.hours(value);
      var instance = {
        getResponse: function () {
          return touched ? { base: { integer: value } } : { base: null };
        },
        getState: function () {
          return '';
        },
        oncompleted: function () {},
      };
      configuration.onready(instance, state);
      return instance;
    },
  });
});
