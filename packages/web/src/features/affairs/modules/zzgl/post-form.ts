import type { FormDefinition, FormValues } from '@campus/contract';
import type {
  WorkStudyCaps,
  WorkStudyPerson,
  WorkStudyPost,
  WorkStudyPostInput,
} from '@campus/contract/affairs/zzgl';
import { wsTexts } from './texts';

/**
 * The centre's post editor as a form in the format every other form uses (the renderer checks it
 * with the contract's rules, the server again with the school's figures).
 */
export function postForm(
  departments: readonly WorkStudyPerson[],
  supervisors: readonly WorkStudyPerson[],
  caps: WorkStudyCaps,
): FormDefinition {
  const options = (people: readonly WorkStudyPerson[]) => people.map((p) => ({ value: p.id, label: p.name }));
  return {
    key: 'zzglWorkStudyPost',
    name: wsTexts('editorNew'),
    fields: [
      {
        key: 'departmentId',
        type: 'select',
        required: true,
        label: wsTexts('department'),
        options: options(departments),
      },
      { key: 'title', type: 'text', required: true, maxLength: 100, label: wsTexts('postTitle') },
      { key: 'duties', type: 'textarea', required: true, maxLength: 1000, label: wsTexts('duties') },
      { key: 'location', type: 'text', maxLength: 200, label: wsTexts('location') },
      { key: 'places', type: 'integer', required: true, min: 1, max: 500, label: wsTexts('places') },
      {
        key: 'hourlyRate',
        type: 'money',
        required: true,
        min: caps.minHourlyPay,
        max: 1000,
        unit: wsTexts('rateUnit'),
        label: wsTexts('hourlyRate'),
        help: wsTexts('rateHelp', { min: caps.minHourlyPay }),
      },
      {
        key: 'hoursPerMonth',
        type: 'integer',
        required: true,
        min: 1,
        max: caps.maxHoursMonth,
        unit: wsTexts('hoursUnit'),
        label: wsTexts('hoursPerMonth'),
        help: wsTexts('hoursHelp', { max: caps.maxHoursMonth }),
      },
      { key: 'period', type: 'dateRange', required: true, label: wsTexts('period') },
      {
        key: 'supervisorId',
        type: 'select',
        required: true,
        label: wsTexts('supervisor'),
        help: wsTexts('supervisorHelp'),
        options: options(supervisors),
      },
    ],
  };
}

export function postValues(post: WorkStudyPost | undefined): FormValues {
  if (!post) return {};
  const { departmentId, title, duties, location, places, hourlyRate, hoursPerMonth, supervisorId } = post;
  return {
    departmentId,
    title,
    duties,
    location,
    places,
    hourlyRate,
    hoursPerMonth,
    period: [post.startDate, post.endDate],
    supervisorId,
  };
}

export function postInput(values: FormValues, id: string | undefined): WorkStudyPostInput {
  const [startDate, endDate] = values.period as [string, string];
  return {
    ...(id ? { id } : {}),
    departmentId: String(values.departmentId),
    title: String(values.title),
    duties: String(values.duties),
    ...(typeof values.location === 'string' && values.location ? { location: values.location } : {}),
    places: Number(values.places),
    hourlyRate: Number(values.hourlyRate),
    hoursPerMonth: Number(values.hoursPerMonth),
    startDate,
    endDate,
    supervisorId: String(values.supervisorId),
  };
}
