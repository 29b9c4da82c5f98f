// Removes the run's template databases (globalSetup.ts), so runs do not fill the temporary folder.
import fs from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.STORE_TEST_TEMPLATES_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
