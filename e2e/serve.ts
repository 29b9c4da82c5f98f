// Starts the real store for the browser tests: production build, fresh database in a temp DATA_DIR,
// migrated and seeded on start, exactly as `npm start` does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
// The mail folder is where the password-reset test reads the link from.
fs.writeFileSync(path.join(os.tmpdir(), `store-e2e-${process.env.PORT}.datadir`), dataDir);
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

require('../scripts/start');
