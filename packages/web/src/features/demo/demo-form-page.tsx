import { Button, Toast } from 'antd-mobile';
import { FormRenderer, useFormController } from '../../components/form-renderer';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import styles from './demo-form-page.module.css';
import { SAMPLE_FORM } from './sample-form';

/** The demo form (SPEC /demo/form): every field type of the form engine, checked as the server checks. */
export function DemoFormPage() {
  const { t } = useWorkflowTexts();
  const controller = useFormController({ definition: SAMPLE_FORM, autosave: {} });
  const check = () => {
    if (controller.submit()) Toast.show({ icon: 'success', content: t('form.demo.valid') });
  };
  return (
    <>
      <p className={styles.intro}>{t('form.demo.intro')}</p>
      <FormRenderer controller={controller} />
      <div className={styles.actions}>
        <Button block color="primary" onClick={check}>
          {t('form.demo.check')}
        </Button>
      </div>
    </>
  );
}
