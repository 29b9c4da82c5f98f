// Imported first by a test file: the stand-in DevTools extension is in place before Redux Toolkit
// loads (configureStore reads window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ when its module loads).
import { installFakeDevTools } from './fakeDevTools';

installFakeDevTools();
