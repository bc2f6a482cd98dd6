import type { SwitchField } from '@campus/contract';
import { Switch } from 'antd-mobile';
import type { ControlProps } from './control-props';

/** A yes/no value. */
export function SwitchControl({ value, onChange }: ControlProps<boolean, SwitchField>) {
  return <Switch checked={value === true} onChange={(checked) => onChange?.(checked)} />;
}
