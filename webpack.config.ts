// Two builds in one run (webpack's multi-compiler): the storefront (content-hashed bundles, one
// lazy chunk per page, extracted CSS) and the back office (/admin, src/admin), a compilation of its
// own with its own runtime, chunks and names under assets/admin/ and its own admin.html, so nothing
// it builds can change the storefront's chunks or what its first visit loads. The dev server (hot
// reload, /api and /media proxied to the API server) serves both.
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

type Mode = 'production' | 'development';

/** What both builds share: TypeScript through swc, CSS, small images inlined, the aliases. */
function common(production: boolean, outputDir: string): Configuration {
  const name = (kind: string) => (production ? `${outputDir}[name].[contenthash:10].${kind}` : `${outputDir}[name].${kind}`);
  return {
    mode: production ? 'production' : 'development',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: name('js'),
      chunkFilename: name('js'),
      assetModuleFilename: `${outputDir}[name].[contenthash:10][ext]`,
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
    performance: { hints: false },
  };
}

const cssPlugin = (production: boolean, outputDir: string) =>
  production ? [new MiniCssExtractPlugin({ filename: `${outputDir}[name].[contenthash:10].css`, chunkFilename: `${outputDir}[name].[contenthash:10].css` })] : [];

/** The back office's files in dist/: each build cleans only its own (both write to dist/). */
const isBackOffice = (file: string) => file.startsWith('assets/admin/') || file.startsWith('admin.html');

export default (_env: unknown, argv: { mode?: Mode }): (Configuration & { devServer?: DevServerConfiguration })[] => {
  const production = argv.mode !== 'development';
  const storefront: Configuration & { devServer?: DevServerConfiguration } = {
    ...common(production, 'assets/'),
    name: 'storefront',
    entry: { main: './src/index.tsx' },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      // Other static files dropped into public/ (robots.txt, sitemap.xml and llms.txt are server routes).
      new CopyWebpackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true, globOptions: { ignore: ['**/index.html', '**/admin.html', '**/favicon.svg'] } }] }),
      new ChunkManifestPlugin(),
      ...cssPlugin(production, 'assets/'),
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
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      hot: true,
      // /admin and its pages get the back office's page, every other path the storefront's.
      historyApiFallback: { rewrites: [{ from: /^\/admin(\/|$)/, to: '/admin.html' }] },
      proxy: [{ context: ['/api', '/media'], target: API_TARGET, changeOrigin: true }],
    },
  };
  storefront.output = { ...storefront.output, clean: { keep: isBackOffice } };

  const backOffice: Configuration = {
    ...common(production, 'assets/admin/'),
    name: 'admin',
    entry: { admin: './src/admin/index.tsx' },
    plugins: [new HtmlWebpackPlugin({ template: 'public/admin.html', filename: 'admin.html' }), ...cssPlugin(production, 'assets/admin/')],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
  };
  backOffice.output = { ...backOffice.output, clean: { keep: (file: string) => !isBackOffice(file) }, uniqueName: 'backOffice' };

  return [storefront, backOffice];
};
