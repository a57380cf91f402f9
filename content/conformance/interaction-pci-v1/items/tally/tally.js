// Tally marks for the conformance corpus: an IMS PCI 1.0 hook. The registered object is the
// interaction itself, started with initialize(responseIdentifier, dom, configuration); it draws
// with a shared library that the package holds.
define(['qtiCustomInteractionContext', 'portal/tally-marks'], function (context, marks) {
  var count = 0;
  var answered = false;
  var limit = 10;
  var unit = 'Marks';
  var readout = null;
  var picture = null;

  function show() {
    if (!readout) return;
    readout.textContent = unit + ': ' + count;
    picture.textContent = marks.draw(count);
  }

  var tally = {
    getTypeIdentifier: function () {
      return 'urn:example:portal:pci:tally';
    },
    initialize: function (id, dom, configuration) {
      var properties = (configuration && configuration.properties) || {};
      limit = Number(properties.limit || limit);
      unit = properties.unit || unit;
      var box = dom.querySelector('.tally') || dom;
      readout = document.createElement('p');
      readout.setAttribute('aria-live', 'polite');
      picture = document.createElement('p');
      picture.setAttribute('aria-hidden', 'true');
      function button(text, step) {
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = text;
        b.disabled = Boolean(configuration && configuration.status === 'review');
        b.addEventListener('click', function () {
          count = Math.max(0, Math.min(limit, count + step));
          answered = true;
          show();
        });
        box.appendChild(b);
        box.appendChild(document.createTextNode(' '));
      }
      box.appendChild(readout);
      box.appendChild(picture);
      button('Add a mark', 1);
      button('Rub one out', -1);
      show();
      context.notifyReady(this);
    },
    getResponse: function () {
      return answered ? { base: { integer: count } } : { base: null };
    },
    setResponse: function (response) {
      var value = response && response.base ? response.base.integer : undefined;
      if (typeof value !== 'number') return;
      count = value;
      answered = true;
      show();
    },
    resetResponse: function () {
      count = 0;
      answered = false;
      show();
    },
    getSerializedState: function () {
      return JSON.stringify({ count: count });
    },
    setSerializedState: function () {},
  };
  context.register(tally);
});
