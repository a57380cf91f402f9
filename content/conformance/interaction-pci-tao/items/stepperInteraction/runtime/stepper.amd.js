// A stepper for the conformance corpus, registered as IMS PCI 1.0 hooks are: an object with
// getTypeIdentifier and initialize that the context is given.
define(['qtiCustomInteractionContext', 'stepperInteraction/runtime/js/renderer'], function (context, render) {
  var value = null;
  var show;
  context.register({
    getTypeIdentifier: function () {
      return 'stepperInteraction';
    },
    initialize: function (id, dom, config) {
      var max = Number(config.max || 10);
      var box = dom.querySelector('.stepper') || dom;
      show = render(box, config['label.unit'] || 'Steps', function (step) {
        value = Math.max(0, Math.min(max, (value || 0) + step));
        show(value);
      }, false);
      show(0);
    },
    setResponse: function (response) {
      value = response && response.base && typeof response.base.integer === 'number' ? response.base.integer : null;
      if (show) show(value || 0);
    },
    getResponse: function () {
      return value === null ? { base: null } : { base: { integer: value } };
    },
  });
});
