/** What antd-mobile's Form.Item hands every control: the value and how to change it. */
export interface ControlProps<Value, Field> {
  field: Field;
  value?: Value;
  onChange?: (value: Value | undefined) => void;
}
