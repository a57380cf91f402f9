// The dial's wording for the conformance corpus, required by the dial module by its id.
define([], function () {
  return {
    hours: function (n) {
      return n === 1 ? '1 hour' : n + ' hours';
    },
  };
});
