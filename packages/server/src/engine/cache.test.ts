import { expect, it } from 'vitest';
import { fixtureXml } from '../test/bpmn.js';
import { cachedGraph } from './cache.js';

it('compiles a definition version once and shares the graph', async () => {
  let reads = 0;
  const xml = async () => {
    reads++;
    return fixtureXml('linear');
  };
  const [a, b] = await Promise.all([cachedGraph('cache-test', 1, xml), cachedGraph('cache-test', 1, xml)]);
  expect(a).toBe(b);
  expect(reads).toBe(1);
  await cachedGraph('cache-test', 2, xml);
  expect(reads).toBe(2);
});

it('does not keep a failed compilation', async () => {
  await expect(cachedGraph('cache-broken', 1, async () => '<nope')).rejects.toThrow();
  const graph = await cachedGraph('cache-broken', 1, async () => fixtureXml('linear'));
  expect(graph.id).toBe('linear');
});
