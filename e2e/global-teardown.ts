import { rmSync } from 'node:fs';

/** Removes the throw-away DATA_DIR once the server has stopped. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('console-e2e-')) rmSync(dir, { recursive: true, force: true });
}
