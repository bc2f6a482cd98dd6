import { buildServer } from './support/server-instance.js';

/** The tests run the built server: build it first when its sources changed (incremental). */
export default function setup(): void {
  buildServer();
}
