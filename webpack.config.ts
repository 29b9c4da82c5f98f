// Storefront build: content-hashed bundles, one lazy chunk per page, extracted CSS, and a dev
// server with hot reload that proxies /api and /media to the API server.
import path from 'node:path';
import fs from 'node:fs';
import type { Compiler, Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';

/** Writes which files each entry and each named page chunk loads (read by scripts/report-size.ts). */
class ChunkManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ChunkManifestPlugin', (stats) => {
      const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true });
      const files = (group?: { assets?: { name: string }[] }) => (group?.assets ?? []).map((a) => a.name).filter((n) => !n.endsWith('.map'));
      const manifest = {
        entry: files(json.entrypoints?.main),
        pages: Object.fromEntries(
          Object.entries(json.namedChunkGroups ?? {})
            .filter(([name]) => name.startsWith('page-'))
            .map(([name, group]) => [name, files(group)]),
        ),
      };
      fs.writeFileSync(path.join(compiler.outputPath, 'chunk-manifest.json'), JSON.stringify(manifest, null, 2));
    });
  }
}

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.resolve(__dirname, 'src'), '@contracts': path.resolve(__dirname, 'contracts') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg|woff2?|eot|ttf)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      // Other static files dropped into public/ (robots.txt, sitemap.xml and llms.txt are server routes).
      new CopyWebpackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true, globOptions: { ignore: ['**/index.html', '**/favicon.svg'] } }] }),
      new ChunkManifestPlugin(),
      ...(production ? [new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:10].css', chunkFilename: 'assets/[name].[contenthash:10].css' })] : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React, Redux and the router: needed by every page, cached across deploys.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|@reduxjs|redux|redux-persist|immer|reselect|react-router|react-router-dom|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 20,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/media'], target: API_TARGET, changeOrigin: true }],
    },
  };
};
