import { Stepper as AntdStepper, type StepperProps as AntdStepperProps, type StepperRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

/**
 * The value attributes antd-mobile 5 copies onto the wrapper of the stepper's input (its Input
 * hands every aria-* prop to its outer div as well as to the <input>): on a plain div they are
 * invalid ARIA (axe: aria-allowed-attr, critical).
 */
const VALUE_ATTRIBUTES = ['aria-valuenow', 'aria-valuemin', 'aria-valuemax'];

export type StepperProps = AntdStepperProps & {
  /** The field's id: a Form.Item's label points at it (antd-mobile's Stepper drops it). */
  id?: string;
  /** The name of the number, for a stepper without a label of its own (a row's text, a score's item). */
  'aria-label'?: string;
};

/**
 * antd-mobile's Stepper, named and with valid ARIA (issue 35; reported upstream, see
 * docs/ACCESSIBILITY.md): its spin button <input> gets the id and the name (antd-mobile puts
 * `aria-label` on the outer div and drops `id`, so a form label names nothing and axe finds an
 * input without a label), and the value attributes are kept off the input's wrapper. Use this
 * instead of antd-mobile's everywhere.
 */
export function Stepper({ id, 'aria-label': name, ...props }: StepperProps) {
  const stepper = useRef<StepperRef>(null);
  useLayoutEffect(() => {
    const input = stepper.current?.nativeElement;
    const wrapper = input?.parentElement;
    if (!input || !wrapper) return;
    if (id) input.id = id;
    if (name) input.setAttribute('aria-label', name);
    else input.removeAttribute('aria-label');
    // antd-mobile writes them again on every change of the value: removed each time.
    const strip = () => VALUE_ATTRIBUTES.forEach((attribute) => wrapper.removeAttribute(attribute));
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(wrapper, { attributes: true, attributeFilter: VALUE_ATTRIBUTES });
    return () => observer.disconnect();
  }, [id, name]);
  return <AntdStepper ref={stepper} {...props} />;
}
