/** The sandboxed page a portable custom interaction runs in: see "Portable custom interactions" in qti/README.md. */
export const PCI_HOST_POLICY =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; style-src 'unsafe-inline'; img-src data: blob:; frame-ancestors 'self'; sandbox allow-scripts";

const SCRIPT = `
(function () {
  var started = false;
  function post(message) { parent.postMessage(message, '*'); }
  function build(nodes, into) {
    (nodes || []).forEach(function (n) {
      if (typeof n === 'string') { into.appendChild(document.createTextNode(n)); return; }
      if (!n || !n.tag) return;
      var el = document.createElement(n.tag);
      Object.keys(n.attrs || {}).forEach(function (k) { if (!/^on/i.test(k) && !/^(src|href|data|poster)$/.test(k)) el.setAttribute(k, n.attrs[k]); });
      build(n.children, el);
      into.appendChild(el);
    });
  }
  function start(d) {
    var registry = { qtiCustomInteractionContext: null };
    var definitions = {};
    var registered = {};
    var current = null;
    registry.qtiCustomInteractionContext = {
      register: function (pci) {
        var type = pci.typeIdentifier || (typeof pci.getTypeIdentifier === 'function' ? pci.getTypeIdentifier() : '');
        registered[type] = pci;
      },
      notifyReady: function () {},
      notifyDone: function () { report(); }
    };
    // PCI 1.0 hooks may be plain scripts that reach the context as a global
    window.qtiCustomInteractionContext = registry.qtiCustomInteractionContext;
    function define(a, b, c) {
      var deps = [], factory;
      if (typeof a === 'string') { deps = Array.isArray(b) ? b : []; factory = Array.isArray(b) ? c : b; }
      else if (Array.isArray(a)) { deps = a; factory = b; }
      else { factory = a; }
      definitions[typeof a === 'string' ? a : current] = { deps: deps, factory: factory };
    }
    define.amd = {};
    var paths = d.paths || {};
    var byPath = {};
    Object.keys(paths).forEach(function (id) { byPath[paths[id]] = id; });
    // a relative id ('./util', '../lib/x') names a module by its path from the requiring module's own
    function resolve(dep, from) {
      if (dep.indexOf('./') !== 0 && dep.indexOf('../') !== 0) return dep;
      var parts = (paths[from] || '').split('/');
      parts.pop();
      dep.split('/').forEach(function (part) { if (part === '..') parts.pop(); else if (part !== '.' && part) parts.push(part); });
      var path = parts.join('/');
      if (path.slice(-3) !== '.js') path += '.js';
      return Object.prototype.hasOwnProperty.call(byPath, path) ? byPath[path] : path;
    }
    function load(id) {
      if (Object.prototype.hasOwnProperty.call(registry, id)) return registry[id];
      if (!Object.prototype.hasOwnProperty.call(d.modules, id)) throw new Error('The module ' + id + ' is not in the package.');
      current = id;
      new Function('define', d.modules[id])(define);
      var def = definitions[id];
      if (!def && id === d.module && Object.keys(registered).length) return (registry[id] = undefined);
      if (!def) throw new Error('The module ' + id + ' defines nothing.');
      registry[id] = typeof def.factory === 'function' ? def.factory.apply(null, def.deps.map(function (dep) { return load(resolve(dep, id)); })) : def.factory;
      return registry[id];
    }
    var dom = document.getElementById('pci');
    build(d.markup, dom);
    load(d.module);
    var pci = registered[d.typeIdentifier];
    if (!pci) throw new Error('No interaction registered as ' + d.typeIdentifier + '.');
    var instance = null;
    var last = JSON.stringify(d.response === undefined ? null : d.response);
    var lastState = d.state === undefined ? undefined : JSON.stringify(d.state);
    function stateOf() {
      var get = instance.getState || instance.getStoredState || instance.getSerializedState;
      try { return typeof get === 'function' ? get.call(instance) : undefined; } catch (error) { return undefined; }
    }
    // posted when the response or the interaction's own state changed, so both are saved
    function report() {
      if (!instance) return;
      var now = typeof instance.getResponse === 'function' ? JSON.stringify(instance.getResponse() || null) : last;
      var state = stateOf();
      var stateText = state === undefined ? undefined : JSON.stringify(state);
      if (now === last && stateText === lastState) return;
      last = now;
      lastState = stateText;
      post({ type: 'qti-pci-response', response: JSON.parse(now), state: state });
    }
    var boundTo = {};
    if (d.response) boundTo[d.responseIdentifier] = d.response;
    var config = {
      properties: d.properties, templateVariables: {}, contextVariables: {}, boundTo: boundTo,
      responseIdentifier: d.responseIdentifier, status: d.readOnly ? 'review' : 'interacting', state: d.state,
      onready: function (ready) { instance = ready; post({ type: 'qti-pci-ready' }); },
      ondone: function () { report(); }
    };
    if (typeof pci.getInstance === 'function') {
      var made = pci.getInstance(dom, config, d.state);
      if (made && !instance) instance = made;
    } else if (typeof pci.initialize === 'function') {
      // PCI 1.0: the registered object is the instance, started with the response identifier
      pci.initialize(d.responseIdentifier, dom, config);
      if (d.response && typeof pci.setResponse === 'function') pci.setResponse(d.response);
      if (d.state !== undefined && typeof pci.setSerializedState === 'function') pci.setSerializedState(d.state);
      instance = pci;
      post({ type: 'qti-pci-ready' });
    } else throw new Error('The interaction ' + d.typeIdentifier + ' has neither getInstance nor initialize.');
    ['input', 'change', 'click', 'keyup', 'pointerup'].forEach(function (t) { document.addEventListener(t, function () { setTimeout(report, 0); }, true); });
    setInterval(report, 500);
  }
  window.addEventListener('message', function (e) {
    if (e.source !== parent || !e.data || e.data.type !== 'qti-pci-init' || started) return;
    started = true;
    document.documentElement.lang = e.data.lang || 'en';
    try { start(e.data); } catch (error) { post({ type: 'qti-pci-error', message: String(error && error.message || error) }); }
  });
  new ResizeObserver(function () { post({ type: 'qti-pci-height', height: document.documentElement.scrollHeight }); }).observe(document.body);
  post({ type: 'qti-pci-loaded' });
})();
`;

export const PCI_HOST_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Interaction</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1b1e}#pci{padding:2px}</style>
</head><body><main id="pci" aria-label="Interaction"></main><script>${SCRIPT}</script></body></html>`;
