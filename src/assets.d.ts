// Stylesheets are extracted by webpack (mini-css-extract-plugin); importing one only adds it to the bundle.
declare module '*.css';
// pdf.js's worker script, imported for its effect by features/documents/pdfWorker.ts.
declare module 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';
