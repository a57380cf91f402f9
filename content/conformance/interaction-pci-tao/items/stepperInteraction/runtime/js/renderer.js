// Draws the stepper's buttons for the conformance corpus; the hook requires it by its library id.
define([], function () {
  return function render(box, label, onStep, disabled) {
    var shown = document.createElement('p');
    shown.setAttribute('aria-live', 'polite');
    box.appendChild(shown);
    [['One step fewer', -1], ['One step more', 1]].forEach(function (spec) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = spec[0];
      b.disabled = disabled;
      b.addEventListener('click', function () {
        onStep(spec[1]);
      });
      box.appendChild(b);
    });
    return function show(value) {
      shown.textContent = label + ': ' + value;
    };
  };
});
