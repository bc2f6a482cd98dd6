import { SaxesParser, type SaxesTagPlain } from 'saxes';

/**
 * The workbook's XML read as a stream of elements (saxes, the parser ExcelJS itself uses), by
 * local name: Excel writes `<row>`, other producers `<x:row>`. A handler may end the reading early
 * by throwing `ENOUGH`, even in the middle of a chunk (what follows is never parsed).
 */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

export const ENOUGH = Symbol('enough');

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** A parser fed chunk by chunk: `write` answers false once a handler has had enough. */
export function xmlReader(handlers: XmlHandlers): { write(chunk: string): boolean; end(): void } {
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag: SaxesTagPlain) => handlers.open?.(local(tag.name), tag.attributes));
  parser.on('closetag', (tag: SaxesTagPlain) => handlers.close?.(local(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  let enough = false;
  return {
    write(chunk) {
      if (enough) return false;
      try {
        parser.write(chunk);
        return true;
      } catch (error) {
        if (error !== ENOUGH) throw error;
        enough = true;
        return false;
      }
    },
    end() {
      if (!enough) parser.close();
    },
  };
}

/** The elements of a whole (small) document. */
export function readXml(text: string, handlers: XmlHandlers): void {
  const reader = xmlReader(handlers);
  if (reader.write(text)) reader.end();
}

/** An attribute by local name (`r:id` whatever its prefix). */
export function attribute(attributes: Record<string, string>, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  const key = Object.keys(attributes).find((k) => local(k) === name);
  return key === undefined ? undefined : attributes[key];
}
