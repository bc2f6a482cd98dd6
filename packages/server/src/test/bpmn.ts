import { readFileSync } from 'node:fs';
import { compileProcess } from '../engine/compile/compile.js';
import type { ProcessGraph } from '../engine/model.js';

/** BPMN fixtures of the engine tests (src/engine/fixtures) and a wrapper for inline processes. */
export function fixtureXml(name: string): string {
  return readFileSync(new URL(`../engine/fixtures/${name}.bpmn`, import.meta.url), 'utf8');
}

export function compileFixture(name: string): Promise<ProcessGraph> {
  return compileProcess(fixtureXml(name));
}

/** A definitions document around a process body, with the bpmn, campus and xsi prefixes bound. */
export function bpmnXml(processBody: string, processAttributes = 'id="p" isExecutable="true"'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:campus="https://campus-affairs.dev/schema/bpmn/1.0"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="https://campus-affairs.dev/test">
  <bpmn:process ${processAttributes}>${processBody}</bpmn:process>
</bpmn:definitions>`;
}
