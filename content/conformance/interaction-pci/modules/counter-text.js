// Wording of the counter, a module of its own that counter.js requires by a relative id ('./counter-text').
define([], function () {
  return {
    count: function (label, value) {
      return label + ': ' + value;
    },
    presses: function (n) {
      return 'Buttons pressed: ' + n;
    },
  };
});
