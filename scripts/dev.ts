// `npm run dev`: the API server (port 3000) and webpack-dev-server with hot reload (port 8080),
// which proxies /api and /media to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const children = [
  spawn(process.execPath, [require.resolve('tsx/cli'), 'watch', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: path.join(root, 'var', 'no-static') },
  }),
  spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && code !== 0 && stop()));
