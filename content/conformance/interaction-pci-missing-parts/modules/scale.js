// A scale for the conformance corpus (1EdTech PCI API) that requires a helper the package lacks.
define(['qtiCustomInteractionContext', './scale-helper'], function (context, helper) {
  context.register({
    typeIdentifier: 'urn:example:portal:pci:scale',
    getInstance: function (dom, configuration, state) {
      var instance = {
        getResponse: function () {
          return { base: { integer: helper.grams() } };
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
