const path = require('node:path');
const appConfig = require('./webpack.config.js');

/**
 * The standalone action-log viewer for support (`npm run build:replay`): the app's screens and reducers without the
 * platform, in dist-replay/. `publicPath: 'auto'` lets it run from any folder, a file:// URL included.
 */
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  return {
    ...config,
    entry: { replay: './features/replay/standalone.tsx' },
    output: { ...config.output, path: path.resolve(__dirname, 'dist-replay'), publicPath: 'auto' },
  };
};
