// The prerender runs the app's modules in Node: their CSS imports are webpack's business (the built CSS is linked
// from index.html), so here they load as empty modules.
require.extensions['.css'] = (module) => {
  module.exports = {};
};
