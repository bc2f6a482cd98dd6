import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { agentEndpoints, phraseEndpoints, receivedEndpoints, taskEndpoints } from '../../api/bpm';
import { endpointKey } from '../../api/endpoint-call';
import { invalidateAfterCommand, WORKFLOW_QUERIES } from './use-command';

function cacheWith(keys: readonly (readonly unknown[])[]) {
  const cache = new QueryClient();
  for (const key of keys) cache.setQueryData(key, {});
  const invalidated = (key: readonly unknown[]) => cache.getQueryState(key)?.isInvalidated;
  return { cache, invalidated };
}

const task = endpointKey(taskEndpoints.formData, { query: { taskId: '1' } });
const pending = endpointKey(receivedEndpoints.pending, { list: {} });
const phrases = endpointKey(phraseEndpoints.query, { list: null });
const agents = endpointKey(agentEndpoints.query, { list: null });
const handWritten = ['affairs', 'lxgl', 'detail', '9'];
const groupRecords = ['lxgl', '/affairs/leave/mine', { list: null }];
const contacts = ['platform', '/contact/query', { list: null }];

describe('what a command reloads', () => {
  it('a workflow action: the task, its request, the inboxes and counts, and the queries keyed by hand', async () => {
    const { cache, invalidated } = cacheWith([
      task,
      pending,
      phrases,
      agents,
      handWritten,
      groupRecords,
      contacts,
    ]);
    await invalidateAfterCommand(cache);
    expect(invalidated(task)).toBe(true);
    expect(invalidated(pending)).toBe(true);
    expect(invalidated(handWritten)).toBe(true);
    // A decision moves a group's record: the groups' queries reload; the platform's stay.
    expect(invalidated(groupRecords)).toBe(true);
    expect(invalidated(contacts)).toBe(false);
    expect(invalidated(phrases)).toBe(false);
    expect(invalidated(agents)).toBe(false);
  });

  it('a command that names what it changes: those, and nothing else', async () => {
    const { cache, invalidated } = cacheWith([task, pending, phrases, agents, handWritten]);
    await invalidateAfterCommand(cache, [phraseEndpoints.query]);
    expect(invalidated(phrases)).toBe(true);
    for (const key of [task, pending, agents, handWritten]) expect(invalidated(key)).toBe(false);
  });

  it('a caller adds its own to the workflow queries', async () => {
    const { cache, invalidated } = cacheWith([task, agents, handWritten]);
    await invalidateAfterCommand(cache, [...WORKFLOW_QUERIES, agentEndpoints.query]);
    expect(invalidated(task)).toBe(true);
    expect(invalidated(agents)).toBe(true);
    expect(invalidated(handWritten)).toBe(false);
  });

  it('a send-back: not the gone task’s send-back targets, which only its holder may ask for', async () => {
    const targets = endpointKey(taskEndpoints.rejectNodes, { query: { taskId: '1' } });
    const { cache, invalidated } = cacheWith([task, targets]);
    await invalidateAfterCommand(cache);
    expect(invalidated(task)).toBe(true);
    // Reloaded while the popup closes, it answered 6050106 over the approver's success (issue 30, item 11).
    expect(invalidated(targets)).toBe(false);
  });
});
