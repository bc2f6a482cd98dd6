/**
 * The moddle package for our `campus:` BPMN extension, so bpmn-moddle reads the attributes as
 * typed properties (and a modeller such as bpmn-js can load the same descriptor to edit them).
 *
 *   <bpmn:process campus:subject="{starter.name}的请假申请（{days}天）">
 *   <bpmn:userTask campus:assignee="relation:counsellor" campus:actions="agree,oppose,rejectToStart"
 *                  campus:completion="any" campus:subject="..." campus:fieldAccess="read">
 *     <bpmn:extensionElements>
 *       <campus:field key="days" access="read" />
 *       <campus:name lang="en-US" value="Counsellor's approval" />
 *     </bpmn:extensionElements>
 *   </bpmn:userTask>
 *   <bpmn:process ...><bpmn:extensionElements>
 *     <campus:subject lang="en-US" value="{starter.name}'s leave ({days} days)" />
 *
 * `campus:name` gives an element's name in another language (the BPMN name is the school's,
 * zh-CN): on the process, its nodes and its flows (a conditional flow's name says the condition
 * in words, e.g. 请假超过2天). `campus:subject` elements give the process's subject template in
 * another language (the `campus:subject` attribute is the school's).
 *
 * engine/compile reads and validates them; docs/BPMN.md describes their values.
 */
export const CAMPUS_NAMESPACE_URI = 'https://campus-affairs.dev/schema/bpmn/1.0';

export const campusDescriptor = {
  name: 'Campus',
  prefix: 'campus',
  uri: CAMPUS_NAMESPACE_URI,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'ProcessSettings',
      extends: ['bpmn:Process'],
      isAbstract: true,
      properties: [
        { name: 'subject', isAttr: true, type: 'String' },
        { name: 'listed', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'TaskSettings',
      extends: ['bpmn:UserTask'],
      isAbstract: true,
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'actions', isAttr: true, type: 'String' },
        { name: 'completion', isAttr: true, type: 'String' },
        { name: 'subject', isAttr: true, type: 'String' },
        { name: 'fieldAccess', isAttr: true, type: 'String' },
        // Deadline, reminder and copies (issue 29); their runtime is the engine's deadlines.
        { name: 'dueHours', isAttr: true, type: 'String' },
        { name: 'remindHours', isAttr: true, type: 'String' },
        { name: 'copyTo', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Name',
      superClass: ['Element'],
      properties: [
        { name: 'lang', isAttr: true, type: 'String' },
        { name: 'value', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Subject',
      superClass: ['Element'],
      properties: [
        { name: 'lang', isAttr: true, type: 'String' },
        { name: 'value', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Field',
      superClass: ['Element'],
      properties: [
        { name: 'key', isAttr: true, type: 'String' },
        { name: 'access', isAttr: true, type: 'String' },
      ],
    },
  ],
} as const;
