/**
 * What writing replies by their declarations changed (issue 27): the same real reply (taken from
 * the running server) written the way routes wrote it before the declarations (JSON.stringify of
 * the envelope), and the way a declared endpoint writes it now (fast-json-stringify compiled from
 * the declaration, http/endpoint-serializer.ts), alternately in one run; printed as replies per
 * second of serialization alone and their ratio. The endpoints' own req/s in the table above
 * already include the new serializer.
 */
import type { AnyEndpoint } from '@campus/contract';
import { replySerializer } from '../../packages/server/src/http/endpoint-serializer.js';
import { printTable } from '../lib/table.js';

export interface SerializationCase {
  name: string;
  endpoint: AnyEndpoint;
  /** The parsed envelope as the server answered it. */
  reply: unknown;
}

const ROUNDS = 5;
const BATCH = Number(process.env.BENCH_SERIALIZE_BATCH ?? 2000);

function timePerReply(write: (payload: unknown) => string, payload: unknown): number {
  const start = process.hrtime.bigint();
  let bytes = 0;
  for (let i = 0; i < BATCH; i++) bytes += write(payload).length;
  if (bytes === 0) throw new Error('nothing written');
  return Number(process.hrtime.bigint() - start) / 1e3 / BATCH;
}

export function benchSerialization(cases: SerializationCase[]): void {
  const rows = cases.map(({ name, endpoint, reply }) => {
    const bySchema = replySerializer(endpoint, false);
    const plain = (payload: unknown) => JSON.stringify(payload);
    const checked = bySchema(reply);
    if (JSON.stringify(JSON.parse(checked)) !== JSON.stringify(JSON.parse(plain(reply)))) {
      console.log(`  ${name}: the declaration leaves out fields the route used to send`);
    }
    const before: number[] = [];
    const after: number[] = [];
    // Alternating rounds: a shared machine's load falls on both alike.
    for (let round = 0; round < ROUNDS; round++) {
      before.push(timePerReply(plain, reply));
      after.push(timePerReply(bySchema, reply));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const b = median(before);
    const a = median(after);
    return [
      name,
      `${(plain(reply).length / 1024).toFixed(1)} KB`,
      (1e6 / b).toFixed(0),
      (1e6 / a).toFixed(0),
      `${(b / a).toFixed(2)}x`,
    ];
  });
  console.log('\nserialization of one reply (median of 5 rounds):');
  printTable(
    ['reply', 'size', 'before: JSON.stringify /s', 'after: by declaration /s', 'after vs before'],
    rows,
  );
}
