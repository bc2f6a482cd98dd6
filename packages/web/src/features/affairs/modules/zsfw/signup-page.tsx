import type { FormDefinition, FormValues } from '@campus/contract';
import { CANDIDATE_TYPES, type AdmissionProgram, type SignUpInput } from '@campus/contract/affairs/zsfw';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormRenderer, useFormController } from '../../../../components/form-renderer';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { SubmitButton } from '../../submit-button';
import { admissions, zsfwEndpoints } from './api';
import { useAdmissionTexts } from './texts';
import styles from './zsfw.module.css';

const PROVINCES = [
  '江苏省',
  '浙江省',
  '安徽省',
  '山东省',
  '河南省',
  '江西省',
  '湖北省',
  '湖南省',
  '四川省',
  '广东省',
  '其他',
];

function SignUpForm({ program, props }: { program: AdmissionProgram; props: AffairScreenProps }) {
  const t = useAdmissionTexts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { busy, run } = useCommand();
  const definition = useMemo<FormDefinition>(() => {
    const majors = program.majors.map((m) => ({ value: m, label: m }));
    return {
      key: 'admissions',
      name: program.title,
      fields: [
        { key: 'name', label: t('field.name'), type: 'text', required: true, maxLength: 50 },
        { key: 'idNumber', label: t('field.idNumber'), type: 'idCard', required: true },
        { key: 'mobile', label: t('field.mobile'), type: 'phone', required: true },
        {
          key: 'examNumber',
          label: t('field.examNumber'),
          type: 'text',
          required: true,
          minLength: 14,
          maxLength: 14,
        },
        {
          key: 'candidateType',
          label: t('field.candidateType'),
          type: 'radio',
          required: true,
          options: CANDIDATE_TYPES.map((c) => ({ value: c, label: t(`type.${c}`) })),
        },
        {
          key: 'province',
          label: t('field.province'),
          type: 'select',
          required: true,
          options: PROVINCES.map((p) => ({ value: p, label: p })),
        },
        { key: 'school', label: t('field.school'), type: 'text', required: true, maxLength: 100 },
        { key: 'major1', label: t('field.major1'), type: 'select', required: true, options: majors },
        { key: 'major2', label: t('field.major2'), type: 'select', options: majors },
      ],
    };
  }, [program, t]);
  const controller = useFormController({ definition });
  const submit = async () => {
    const values: FormValues | undefined = controller.submit();
    if (!values) return;
    const done = await run(
      () => admissions.signUp({ ...(values as unknown as SignUpInput), programId: program.id }),
      t('submitted'),
      controller.showServerErrors,
    );
    if (done) {
      await invalidateEndpoints(client, [zsfwEndpoints.home, zsfwEndpoints.list]);
      navigate(screenPath(props, 'admissionsDetail', { query: { id: done.id } }), { replace: true });
    }
  };
  return (
    <>
      <SectionCard title={program.title}>
        <p className={styles.text}>{t('window', { opens: program.opens, closes: program.closes })}</p>
      </SectionCard>
      <FormRenderer controller={controller} />
      <div className={styles.buttons}>
        <SubmitButton label={t('submit')} busy={busy} onSubmit={submit} />
      </div>
    </>
  );
}

/** admissionsSignUp: the sign-up form of an open programme (?program=). */
export function AdmissionsSignUpPage(props: AffairScreenProps) {
  const [params] = useSearchParams();
  const home = useQuery(endpointQuery(zsfwEndpoints.home));
  const wanted = params.get('program');
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={home}>
        {(loaded) => {
          const program = loaded.programs.find((p) => p.id === wanted) ?? loaded.programs.find((p) => p.open);
          return program ? <SignUpForm program={program} props={props} /> : null;
        }}
      </QueryView>
    </>
  );
}
