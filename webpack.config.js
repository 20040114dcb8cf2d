const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');
const { version } = require('./package.json');

// react-router's package exports name only its development build (dev warnings kept behind a flag); production
// builds take the production build beside it (docs/decisions.md).
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** One browser entry; every screen after the registration entry is a lazily loaded chunk (DESIGN.md). */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Assets land in dist/static (served at /static/); index.html stays at dist/ so it can be injected per request.
      filename: 'static/[name].[contenthash:10].js',
      chunkFilename: 'static/[name].[contenthash:10].js',
      assetModuleFilename: 'static/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    // Source maps as separate files: the CSP forbids eval, so no eval-based devtool even in development.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    // The webpack runtime is written in the same language level as our code (swc's target), not ES5.
    target: ['web', 'es2022'],
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: production ? { 'react-router$': reactRouterProduction } : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      // The app version goes into every diagnostic action log.
      new DefinePlugin({ 'process.env.APP_VERSION': JSON.stringify(version) }),
      new HtmlWebpackPlugin({ template: './src/index.html', filename: 'index.html', scriptLoading: 'defer' }),
      new MiniCssExtractPlugin({
        filename: 'static/[name].[contenthash:10].css',
        chunkFilename: 'static/[name].[contenthash:10].css',
      }),
    ],
    optimization: {
      splitChunks: { chunks: 'async' },
      runtimeChunk: false,
    },
    performance: { hints: false },
  };
};
