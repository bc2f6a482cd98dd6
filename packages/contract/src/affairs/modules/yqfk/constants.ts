/**
 * The epidemic-control office's role: with the student and their counsellor, the only ones who
 * read personal health data (server: modules/affairs/modules/yqfk/health-readers.ts).
 */
export const EPIDEMIC_STAFF = 'epidemic_staff';

/** The symptoms the daily report offers (school practice in outbreaks of influenza, COVID, norovirus). */
export const SYMPTOMS = [
  'fever',
  'cough',
  'soreThroat',
  'fatigue',
  'diarrhoea',
  'vomiting',
  'lossOfTaste',
] as const;
export type Symptom = (typeof SYMPTOMS)[number];

/** Where the student is today. */
export const LOCATIONS = ['onCampus', 'offCampusLocal', 'home', 'elsewhere'] as const;
export type HealthLocation = (typeof LOCATIONS)[number];

/** The default fever line (°C): a temperature at or above it is abnormal. */
export const DEFAULT_FEVER_FROM = 37.3;

type Words = Record<'zh-CN' | 'zh-TW' | 'en-US' | 'ja-JP', string>;
const w = (zhCN: string, zhTW: string, enUS: string, jaJP: string): Words => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

/** The symptoms' names, for the report screen and the follow-up's findings. */
export const SYMPTOM_LABELS: Record<Symptom, Words> = {
  fever: w('发热', '發熱', 'Fever', '発熱'),
  cough: w('咳嗽', '咳嗽', 'Cough', '咳'),
  soreThroat: w('咽痛', '咽痛', 'Sore throat', 'のどの痛み'),
  fatigue: w('乏力', '乏力', 'Fatigue', '倦怠感'),
  diarrhoea: w('腹泻', '腹瀉', 'Diarrhoea', '下痢'),
  vomiting: w('呕吐', '嘔吐', 'Vomiting', '嘔吐'),
  lossOfTaste: w('味觉嗅觉减退', '味覺嗅覺減退', 'Loss of taste or smell', '味覚・嗅覚の低下'),
};

export const LOCATION_LABELS: Record<HealthLocation, Words> = {
  onCampus: w('在校', '在校', 'On campus', '学内'),
  offCampusLocal: w('校外（本市）', '校外（本市）', 'Off campus, in town', '学外（市内）'),
  home: w('家中', '家中', 'At home', '自宅'),
  elsewhere: w('其他地区', '其他地區', 'Elsewhere', 'その他の地域'),
};

/** The report's abnormal findings: a temperature at or above the fever line, a symptom, contact with a case. */
export function healthFindings(
  report: { temperature: number; symptoms: readonly Symptom[]; contact: boolean | null },
  feverFrom: number,
): { fever: boolean; symptoms: Symptom[]; contact: boolean } {
  return {
    fever: report.temperature >= feverFrom,
    symptoms: [...report.symptoms],
    contact: report.contact === true,
  };
}

export const isAbnormal = (f: ReturnType<typeof healthFindings>) =>
  f.fever || f.symptoms.length > 0 || f.contact;

/** Who scans passes at the gate: the guards, and the epidemic-control office. */
export const GATE_GUARD = 'gate_guard';
