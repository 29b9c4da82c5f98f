// `npm start`: builds the storefront and the server when their sources are newer than the last
// build, then starts the one compiled server (API + media + storefront) on http://localhost:$PORT.
// With --build-only it only builds (package.json then starts dist-server/main.js with plain node).
import { buildIfNeeded } from './build-if-needed';
import { buildServerIfNeeded, serverEntry } from './build-server';

buildIfNeeded();
buildServerIfNeeded();
if (!process.argv.includes('--build-only')) require(serverEntry);
