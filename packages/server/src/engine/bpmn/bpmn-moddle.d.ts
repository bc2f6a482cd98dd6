/**
 * The slice of bpmn-moddle's API the engine uses. The package ships element types
 * (bpmn-moddle/types) but no declaration for its entry point.
 */
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    $attrs: Record<string, string>;
    [property: string]: unknown;
  }

  export interface ParseWarning {
    message: string;
    element?: ModdleElement;
    property?: string;
    value?: unknown;
  }

  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: ParseWarning[];
  }

  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, attrs?: Record<string, unknown>): ModdleElement;
  }
}
