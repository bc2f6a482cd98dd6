import type { FormDefinition, FormValues } from '@campus/contract';
import type { DestinationRegistration, ReturnRegistration } from '@campus/contract/affairs/lxgl';
import dayjs from '../../../../lib/dayjs';
import type { DestinationInput, ReturnInput } from '../../../../api/leave';

/** How the student travels and anything to add: the last fields of both registrations. */
const TRAVEL_FIELDS: FormDefinition['fields'] = [
  {
    key: 'transport',
    type: 'text',
    maxLength: 100,
    label: { 'zh-CN': '交通方式', 'zh-TW': '交通方式', 'en-US': 'Transport', 'ja-JP': '交通手段' },
  },
  {
    key: 'note',
    type: 'textarea',
    maxLength: 500,
    label: { 'zh-CN': '备注', 'zh-TW': '備註', 'en-US': 'Note', 'ja-JP': '備考' },
  },
];

/** The optional texts of both registrations, as the server takes them (absent when not filled in). */
function travelInput(values: FormValues): { transport: string | undefined; note: string | undefined } {
  return {
    transport: typeof values.transport === 'string' ? values.transport : undefined,
    note: typeof values.note === 'string' ? values.note : undefined,
  };
}

/**
 * The registration forms, in the form format every other form uses: the renderer shows them and
 * checks them with the contract's rules; the server checks them again.
 */
export const destinationForm: FormDefinition = {
  key: 'leaveDestination',
  name: {
    'zh-CN': '去向登记',
    'zh-TW': '去向登記',
    'en-US': 'Destination registration',
    'ja-JP': '行き先登録',
  },
  fields: [
    {
      key: 'destinationType',
      type: 'radio',
      required: true,
      label: { 'zh-CN': '去向', 'zh-TW': '去向', 'en-US': 'Going to', 'ja-JP': '行き先' },
      options: [
        { value: 'home', label: { 'zh-CN': '回家', 'zh-TW': '回家', 'en-US': 'Home', 'ja-JP': '帰省' } },
        {
          value: 'school',
          label: { 'zh-CN': '留校', 'zh-TW': '留校', 'en-US': 'Stay at school', 'ja-JP': '学内残留' },
        },
        {
          value: 'travel',
          label: { 'zh-CN': '旅游', 'zh-TW': '旅遊', 'en-US': 'Travel', 'ja-JP': '旅行' },
        },
        {
          value: 'internship',
          label: { 'zh-CN': '实习', 'zh-TW': '實習', 'en-US': 'Internship', 'ja-JP': 'インターン' },
        },
        {
          value: 'other',
          label: { 'zh-CN': '其他', 'zh-TW': '其他', 'en-US': 'Other', 'ja-JP': 'その他' },
        },
      ],
    },
    {
      key: 'address',
      type: 'text',
      required: true,
      maxLength: 200,
      label: { 'zh-CN': '详细地址', 'zh-TW': '詳細地址', 'en-US': 'Address', 'ja-JP': '住所' },
    },
    {
      key: 'contactPhone',
      type: 'phone',
      required: true,
      label: {
        'zh-CN': '联系电话',
        'zh-TW': '聯絡電話',
        'en-US': 'Contact phone',
        'ja-JP': '連絡先電話番号',
      },
    },
    {
      key: 'period',
      type: 'dateRange',
      required: true,
      label: {
        'zh-CN': '离校、返校日期',
        'zh-TW': '離校、返校日期',
        'en-US': 'Leaving and returning',
        'ja-JP': '出発日・帰校日',
      },
    },
    ...TRAVEL_FIELDS,
  ],
};

export function destinationValues(registration: DestinationRegistration | null): FormValues {
  if (!registration) return {};
  const { destinationType, address, contactPhone, leaveDate, returnDate, transport, note } = registration;
  return { destinationType, address, contactPhone, period: [leaveDate, returnDate], transport, note };
}

export function destinationInput(values: FormValues): DestinationInput {
  const [leaveDate, returnDate] = values.period as [string, string];
  return {
    destinationType: values.destinationType as DestinationInput['destinationType'],
    address: String(values.address),
    contactPhone: String(values.contactPhone),
    leaveDate,
    returnDate,
    ...travelInput(values),
  };
}

export const returnForm: FormDefinition = {
  key: 'leaveReturnRegistration',
  name: { 'zh-CN': '返校登记', 'zh-TW': '返校登記', 'en-US': 'Return registration', 'ja-JP': '帰校登録' },
  fields: [
    {
      key: 'arrivedAt',
      type: 'datetime',
      required: true,
      max: 'today',
      label: { 'zh-CN': '到校时间', 'zh-TW': '到校時間', 'en-US': 'Arrived at', 'ja-JP': '到着日時' },
    },
    ...TRAVEL_FIELDS,
  ],
};

const DATETIME = 'YYYY-MM-DD HH:mm';

export function returnValues(registration: ReturnRegistration | null, now: number): FormValues {
  return {
    arrivedAt: dayjs(registration?.arrivedAt ?? now).format(DATETIME),
    transport: registration?.transport ?? undefined,
    note: registration?.note ?? undefined,
  };
}

export function returnInput(values: FormValues): ReturnInput {
  return {
    arrivedAt: dayjs(String(values.arrivedAt), DATETIME).valueOf(),
    ...travelInput(values),
  };
}
