// `npm start`: builds the storefront when its sources are newer than the last build, then starts
// the one server (API + media + storefront) on http://localhost:$PORT.
import { buildIfNeeded } from './build-if-needed';

buildIfNeeded();
require('../server/src/main');
