import {
  EDUCATIONS,
  EMPLOYER_NATURES,
  type Education,
  type EmployerNature,
} from '@campus/contract/affairs/jygl';
import { Form, Input, Selector, TextArea } from 'antd-mobile';
import { SheetForm } from '../../sheet-form';
import { employment } from './api';
import { useEmploymentTexts, type EmploymentTextKey } from './texts';

type Values = Record<
  'company' | 'industry' | 'position' | 'place' | 'majors' | 'deadline' | 'contact' | 'description',
  string
> &
  Record<'headcount' | 'salaryMin' | 'salaryMax', string> & {
    nature: EmployerNature[];
    education: Education[];
  };

const TEXTS = ['company', 'industry', 'position', 'place', 'majors', 'contact'] as const;
const NUMBERS = ['headcount', 'salaryMin', 'salaryMax'] as const;

/** The employment centre publishes a posting; the server's refusal names the field. */
export function PostingForm({ onDone }: { onDone: () => void }) {
  const t = useEmploymentTexts();
  const publish = (v: Values) =>
    employment.publish({
      company: v.company,
      nature: v.nature[0] ?? 'private',
      industry: v.industry,
      position: v.position,
      headcount: Number(v.headcount),
      place: v.place,
      salaryMin: Number(v.salaryMin),
      salaryMax: Number(v.salaryMax),
      education: v.education[0] ?? 'bachelor',
      majors: v.majors,
      deadline: v.deadline,
      contact: v.contact,
      description: v.description,
    });
  return (
    <SheetForm
      header={t('list.publish')}
      submit={t('form.save')}
      initialValues={{ nature: ['private'], education: ['bachelor'], headcount: '1' }}
      save={publish}
      saved={t('form.saved')}
      onSaved={onDone}
    >
      {TEXTS.map((key) => (
        <Form.Item
          key={key}
          name={key}
          label={t(`field.${key}` as EmploymentTextKey)}
          rules={[{ required: true }]}
        >
          <Input maxLength={200} />
        </Form.Item>
      ))}
      <Form.Item name="nature" label={t('field.nature')}>
        <Selector
          columns={3}
          options={EMPLOYER_NATURES.map((n) => ({ value: n, label: t(`nature.${n}`) }))}
        />
      </Form.Item>
      <Form.Item name="education" label={t('field.education')}>
        <Selector columns={3} options={EDUCATIONS.map((e) => ({ value: e, label: t(`education.${e}`) }))} />
      </Form.Item>
      {NUMBERS.map((key) => (
        <Form.Item key={key} name={key} label={t(`field.${key}`)} rules={[{ required: true }]}>
          <Input type="number" inputMode="numeric" />
        </Form.Item>
      ))}
      <Form.Item name="deadline" label={t('field.deadline')} rules={[{ required: true }]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="description" label={t('field.description')} rules={[{ required: true }]}>
        <TextArea rows={4} maxLength={4000} />
      </Form.Item>
    </SheetForm>
  );
}
