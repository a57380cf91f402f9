// A shared library for the tally hook, held by the package: marks in groups of five.
define([], function () {
  return {
    draw: function (count) {
      var groups = [];
      for (var left = count; left > 0; left -= 5) groups.push(left >= 5 ? '||||/' : new Array(left + 1).join('|'));
      return groups.join(' ');
    },
  };
});
