/**
 * react-router's build assigns every component a `displayName` and wraps some in `React.forwardRef(...)` without a
 * pure annotation. Both are statements a minifier must keep, so every component of the package stays in the bundle
 * whether the app uses it or not (the data router's RouterProvider, Form, NavLink, the framework mode's Link
 * prefetching, ...). This loader drops the display names (React DevTools reads the functions' own names) and marks
 * the wrappers pure, so unused components are removed like unused functions (issue 16, decision 159).
 */
module.exports = function pureComponentsLoader(source) {
  return source
    .replace(/^\s*[\w$]+\.displayName = "[^"]*";\s*$/gm, '')
    .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, '= /* @__PURE__ */ $1');
};
