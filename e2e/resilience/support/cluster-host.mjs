// Runs a throwaway PostgreSQL cluster (scripts/lib/pg-cluster.mjs) in a worker thread. Its
// restart, stop and start block (they wait for pg_ctl); here they block only this thread, so
// the test's load keeps sending requests while the database goes down and comes back.
import { parentPort, workerData } from 'node:worker_threads';
import { startCluster } from '../../../scripts/lib/pg-cluster.mjs';

// workerData.template: a seeded cluster's data directory to start from a copy of (global-setup.ts).
const cluster = await startCluster({ template: workerData?.template });
parentPort.postMessage({ ready: true, url: cluster.url });

parentPort.on('message', ({ id, command, mode }) => {
  try {
    if (command === 'restart') cluster.restart(mode);
    else if (command === 'stopServer') cluster.stopServer(mode);
    else if (command === 'startServer') cluster.startServer();
    else if (command === 'stop') cluster.stop();
    else throw new Error(`unknown command ${command}`);
    parentPort.postMessage({ id, ok: true });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
