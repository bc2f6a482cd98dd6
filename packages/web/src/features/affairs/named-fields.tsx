import { Input, TextArea, type InputProps, type TextAreaProps } from 'antd-mobile';

/**
 * Text fields with no label beside them: what they ask for is their placeholder, and the same
 * words are their accessible name (a screen reader, the journeys), which a placeholder alone is not.
 */
export function NamedInput({ label, ...input }: InputProps & { label: string }) {
  return <Input aria-label={label} placeholder={label} {...input} />;
}

/** A text area named like NamedInput. */
export function NamedTextArea({ label, ...area }: TextAreaProps & { label: string }) {
  return <TextArea aria-label={label} placeholder={label} {...area} />;
}
