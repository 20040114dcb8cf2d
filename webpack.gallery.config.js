const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const appConfig = require('./webpack.config.js');

/**
 * The component kit gallery (issue 14, `npm run build:gallery`): its own entry and output folder, dist-gallery/, so
 * nothing of it reaches the app's bundle. The sandbox serves it at /__sandbox/gallery/ outside production.
 */
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  return {
    ...config,
    entry: { gallery: './src/ui/gallery/main.tsx' },
    output: {
      ...config.output,
      path: path.resolve(__dirname, process.env.GALLERY_DIR ?? 'dist-gallery'),
      publicPath: '/__sandbox/gallery/',
    },
    plugins: [
      ...config.plugins.filter((plugin) => !(plugin instanceof HtmlWebpackPlugin)),
      new HtmlWebpackPlugin({
        template: './src/ui/gallery/index.html',
        filename: 'index.html',
        scriptLoading: 'defer',
      }),
    ],
  };
};
