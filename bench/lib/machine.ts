/**
 * The machine's state, printed with every benchmark: figures from a shared, loaded machine are
 * not comparable with those of an idle one, and the ratios only hold within one run.
 */
import { cpus, loadavg, totalmem } from 'node:os';

export function machineState(): string {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  const cpu = cpus();
  return (
    `${cpu.length} x ${cpu[0]?.model.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, ` +
    `Node ${process.version}, load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min)`
  );
}
