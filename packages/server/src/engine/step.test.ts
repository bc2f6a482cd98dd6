import { describe, expect, it } from 'vitest';
import { compileFixture } from '../test/bpmn.js';
import type { ProcessGraph } from './model.js';
import { RoutingError, step, type StepEvent, type Token } from './step.js';

/** Runs steps with predictable token ids (t1, t2, ...) and says where the tokens are. */
function runner(graph: ProcessGraph, scope: Record<string, unknown> = {}) {
  let next = 0;
  let tokens: Token[] = [];
  const ctx = { scope, newId: () => `t${++next}` };
  return {
    do(event: StepEvent) {
      const result = step(graph, tokens, event, ctx);
      tokens = result.tokens;
      return result;
    },
    leave(nodeId: string) {
      const token = tokens.find((t) => t.nodeId === nodeId);
      if (!token) throw new Error(`no token at ${nodeId}`);
      return this.do({ type: 'leave', tokenId: token.id });
    },
    at: () => tokens.map((t) => t.nodeId).sort(),
  };
}

describe('start and end events', () => {
  it('given a linear process, when it starts, then one token waits at the first task', async () => {
    const run = runner(await compileFixture('linear'));
    const result = run.do({ type: 'start' });
    expect(result.waiting).toEqual([{ id: 't1', nodeId: 'first', arrivedVia: 'f1' }]);
    expect(result.ended).toBe(false);
  });

  it('given the last task, when it is left, then the process completes with no tokens', async () => {
    const run = runner(await compileFixture('linear'));
    run.do({ type: 'start' });
    expect(run.leave('first').waiting.map((t) => t.nodeId)).toEqual(['second']);
    const result = run.leave('second');
    expect(result).toMatchObject({ tokens: [], waiting: [], ended: 'completed', removed: ['t2'] });
  });
});

describe('user tasks', () => {
  it('given a token at a task, when it leaves, then the old token is removed and a new one waits at the next task', async () => {
    const run = runner(await compileFixture('linear'));
    run.do({ type: 'start' });
    const result = run.leave('first');
    expect(result.removed).toEqual(['t1']);
    expect(result.tokens).toEqual([{ id: 't2', nodeId: 'second', arrivedVia: 'f2' }]);
  });
});

describe('exclusive gateways', () => {
  it.each([
    [1, 'short'],
    [2, 'short'],
    [5, 'middle'],
    [8, 'long'],
    ['9', 'long'],
  ])('given days = %s, when the request starts, then it goes to %s', async (days, expected) => {
    const run = runner(await compileFixture('exclusive'), { days, starter: { kind: 'student' } });
    expect(run.do({ type: 'start' }).waiting.map((t) => t.nodeId)).toEqual([expected]);
  });

  it('given a condition on the starter, when a staff member asks for 9 days, then the default flow is taken', async () => {
    const run = runner(await compileFixture('exclusive'), { days: 9, starter: { kind: 'staff' } });
    expect(run.do({ type: 'start' }).waiting.map((t) => t.nodeId)).toEqual(['middle']);
  });

  it('given merging gateways, when any branch finishes, then the process completes', async () => {
    const run = runner(await compileFixture('exclusive'), { days: 1 });
    run.do({ type: 'start' });
    expect(run.leave('short').ended).toBe('completed');
  });

  it('given a condition that cannot be evaluated, when routing, then a RoutingError names the flow', async () => {
    const run = runner(await compileFixture('exclusive'), { days: 'many' });
    expect(() => run.do({ type: 'start' })).toThrow(RoutingError);
    try {
      run.do({ type: 'start' });
    } catch (error) {
      expect((error as RoutingError).elementId).toBe('toShort');
      expect((error as RoutingError).message).toContain('cannot compare');
    }
  });
});

describe('parallel gateways', () => {
  it('given a fork, when the task before it is left, then both branches wait', async () => {
    const run = runner(await compileFixture('parallel'));
    run.do({ type: 'start' });
    const result = run.leave('before');
    expect(result.waiting.map((t) => t.nodeId).sort()).toEqual(['left', 'right']);
  });

  it('given a join, when one branch arrives, then it waits there until the other arrives', async () => {
    const run = runner(await compileFixture('parallel'));
    run.do({ type: 'start' });
    run.leave('before');
    const first = run.leave('left');
    expect(first.waiting).toEqual([]);
    expect(run.at()).toEqual(['join', 'right']);
    const second = run.leave('right');
    expect(second.waiting.map((t) => t.nodeId)).toEqual(['after']);
    expect(run.at()).toEqual(['after']);
    expect(run.leave('after').ended).toBe('completed');
  });
});

describe('terminate end events', () => {
  it('given two branches, when one reaches a terminate end, then every token is gone and the process is terminated', async () => {
    const run = runner(await compileFixture('terminate'));
    run.do({ type: 'start' });
    expect(run.at()).toEqual(['normal', 'urgent']);
    const result = run.leave('urgent');
    expect(result).toMatchObject({ tokens: [], ended: 'terminated' });
    expect(result.removed.sort()).toEqual(['t1', 't2']);
  });

  it('given two branches, when one reaches a plain end, then the other carries on', async () => {
    const run = runner(await compileFixture('terminate'));
    run.do({ type: 'start' });
    expect(run.leave('normal').ended).toBe(false);
    expect(run.at()).toEqual(['urgent']);
  });
});

describe('jumps (reject and send back)', () => {
  it('given tokens in two branches, when jumping to an earlier task, then only one token waits there', async () => {
    const run = runner(await compileFixture('parallel'));
    run.do({ type: 'start' });
    run.leave('before');
    const result = run.do({ type: 'jump', nodeId: 'before' });
    expect(result.tokens).toEqual([{ id: 't4', nodeId: 'before', arrivedVia: null }]);
    expect(result.waiting).toEqual(result.tokens);
    expect(result.removed.sort()).toEqual(['t2', 't3']);
  });

  it('given a request sent back to the starter, when the starter resubmits, then it flows from the start event again', async () => {
    const run = runner(await compileFixture('linear'));
    run.do({ type: 'start' });
    run.leave('first');
    expect(run.do({ type: 'jump', nodeId: 'start' }).waiting.map((t) => t.nodeId)).toEqual(['start']);
    expect(run.leave('start').waiting.map((t) => t.nodeId)).toEqual(['first']);
  });

  it('refuses to jump to a gateway', async () => {
    const run = runner(await compileFixture('parallel'));
    expect(() => run.do({ type: 'jump', nodeId: 'fork' })).toThrow('cannot jump to parallelGateway');
  });
});
