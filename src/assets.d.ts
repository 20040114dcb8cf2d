// Stylesheets are extracted by webpack (mini-css-extract-plugin); importing one only adds it to the bundle.
declare module '*.css';
