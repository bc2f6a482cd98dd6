import { Button, Form } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { http } from '../../api/http';
import { showToast } from '../../components/feedback';

/**
 * A group's form in a sheet (antd-mobile's Form, laid out vertically): a header, the fields, and
 * the submit button, which spins while `save` runs. Once saved: the `saved` toast (where given),
 * then `onSaved` with what the server answered; a refusal is reported (the server's message names
 * the field) and the form stays open. Only the sheets import it, so a screen loads without Form.
 */
export function SheetForm<Values, Saved>({
  header,
  submit,
  initialValues,
  save,
  saved,
  onSaved,
  children,
}: {
  header: ReactNode;
  /** The submit button's label. */
  submit: string;
  initialValues: Partial<Values>;
  save: (values: Values) => Promise<Saved>;
  saved?: string;
  onSaved: (result: Saved) => unknown;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const finish = async (values: Values) => {
    setBusy(true);
    try {
      const result = await save(values);
      if (saved) void showToast({ icon: 'success', content: saved });
      await onSaved(result);
    } catch (error) {
      http.report(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      layout="vertical"
      initialValues={initialValues}
      onFinish={finish}
      footer={
        <Button block type="submit" color="primary" loading={busy}>
          {submit}
        </Button>
      }
    >
      <Form.Header>{header}</Form.Header>
      {children}
    </Form>
  );
}
