import {
  DEFAULT_PROGRAMME_YEARS,
  isDate,
  localize,
  type FormDefinition,
  type LocalizedText,
  ModuleState,
  type AffairGroupDescriptor,
  type AffairModuleDescriptor,
  type Language,
  type SettingDescriptor,
  type SettingValue,
} from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import type { SchoolCalendar } from '../../../lib/working-days.js';
import { valueLabels } from '../labels.js';
import { recordChange } from '../../../core/change-log/record.js';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { storedSettings, storeSetting } from './repo.js';

/**
 * The school's own figures of each module (amounts, caps, tiers: national figures included, since
 * they change) and its calendar of holidays for working-day periods. A module declares its
 * settings with defaults; a school changes them from the settings screen.
 */
export const settingKey = (module: string, key: string) => `${module}.${key}`;

/** The largest figure a setting without its own maximum takes. */
const MAX_NUMBER = 10_000_000;

export const HOLIDAYS = 'calendar.holidays';
export const WORKDAYS = 'calendar.workdays';
/**
 * The terms of the school year (a validated list of {name, first, last}, calendar-rules.ts); kept
 * and checked by the calendar screen's store (calendar.ts), not listed on the settings screen.
 */
export const TERMS = 'calendar.terms';
const PROGRAMME_YEARS = 'calendar.programmeYears';

/** What has settings: a module, or a group with figures of its own (stored under the group's key). */
export type SettingsOwner = Pick<AffairModuleDescriptor, 'key' | 'settings'>;

/** A group's own settings as an owner (its key, its settings). */
export const groupSettingsOwner = (group: AffairGroupDescriptor): SettingsOwner => ({
  key: group.key,
  settings: group.settings ?? [],
});

/** The module's (or group's) settings by key: the school's value, else the default. */
export async function moduleSettings(
  db: Kysely<DB>,
  tenantId: string,
  module: SettingsOwner,
): Promise<Record<string, unknown>> {
  const descriptors = module.settings ?? [];
  const stored = await storedSettings(
    db,
    tenantId,
    descriptors.map((s) => settingKey(module.key, s.key)),
  );
  return Object.fromEntries(
    descriptors.map((s) => [s.key, stored.get(settingKey(module.key, s.key)) ?? s.default]),
  );
}

export async function schoolCalendar(db: Kysely<DB>, tenantId: string): Promise<SchoolCalendar> {
  const stored = await storedSettings(db, tenantId, [HOLIDAYS, WORKDAYS]);
  const dates = (key: string) => new Set((stored.get(key) as string[] | undefined) ?? []);
  return { holidays: dates(HOLIDAYS), workdays: dates(WORKDAYS) };
}

/** The school's programme length in years (学制): when its students graduate (modules/affairs/cohort.ts). */
export async function programmeYears(db: Kysely<DB>, tenantId: string): Promise<number> {
  const stored = await storedSettings(db, tenantId, [PROGRAMME_YEARS]);
  const years = stored.get(PROGRAMME_YEARS);
  return typeof years === 'number' ? years : DEFAULT_PROGRAMME_YEARS;
}

const CALENDAR: readonly SettingDescriptor[] = [
  {
    key: 'holidays',
    type: 'text',
    default: '',
    label: { 'zh-CN': '法定节假日', 'zh-TW': '法定假日', 'en-US': 'Public holidays', 'ja-JP': '祝日' },
    help: {
      'zh-CN': '公示期按工作日计算时跳过的日期，每行一个（yyyy-MM-dd）',
      'zh-TW': '公示期按工作日計算時跳過的日期，每行一個（yyyy-MM-dd）',
      'en-US': 'Dates skipped when counting working days, one per line (yyyy-MM-dd)',
      'ja-JP': '営業日の計算で除く日付（1行に1つ、yyyy-MM-dd）',
    },
  },
  {
    key: 'workdays',
    type: 'text',
    default: '',
    label: {
      'zh-CN': '调休工作日',
      'zh-TW': '補班日',
      'en-US': 'Make-up working days',
      'ja-JP': '振替出勤日',
    },
    help: {
      'zh-CN': '因调休上班的周末，每行一个（yyyy-MM-dd）',
      'zh-TW': '因補班上班的週末，每行一個（yyyy-MM-dd）',
      'en-US': 'Weekend days worked in exchange for a holiday, one per line (yyyy-MM-dd)',
      'ja-JP': '振替で出勤となる週末（1行に1つ、yyyy-MM-dd）',
    },
  },
  {
    key: 'programmeYears',
    type: 'integer',
    default: DEFAULT_PROGRAMME_YEARS,
    min: 2,
    max: 8,
    unit: { 'zh-CN': '年', 'zh-TW': '年', 'en-US': 'years', 'ja-JP': '年' },
    label: { 'zh-CN': '学制', 'zh-TW': '學制', 'en-US': 'Programme length', 'ja-JP': '修業年限' },
    help: {
      'zh-CN': '学生入学年份加学制即毕业年份：本科一般为4年，高职为3年',
      'zh-TW': '學生入學年份加學制即畢業年份：本科一般為4年，高職為3年',
      'en-US':
        "A student graduates in their enrolment year plus this: usually 4 for a bachelor's degree, 3 at a vocational college",
      'ja-JP': '入学年に修業年限を加えた年に卒業します（学部は通常4年、高等職業学校は3年）',
    },
  },
];

/** A calendar setting as stored: dates as a list (one per line on the screen), a figure as is. */
const isDates = (descriptor: SettingDescriptor) => descriptor.type === 'text';

function describe(
  module: string,
  descriptor: SettingDescriptor,
  value: unknown,
  lang: Language,
  outcomes: ReadonlyMap<string, LocalizedText> = new Map(),
): SettingValue {
  const options =
    descriptor.type === 'moneyByOutcome'
      ? Object.keys(descriptor.default as Record<string, number>).map((key) => ({
          key,
          label: localize(outcomes.get(key) ?? key, lang),
        }))
      : [];
  return {
    module,
    key: descriptor.key,
    label: localize(descriptor.label, lang),
    type: descriptor.type,
    value,
    default: descriptor.default,
    unit: localize(descriptor.unit, lang),
    national: descriptor.national === true,
    help: localize(descriptor.help, lang),
    min: descriptor.type === 'text' ? null : (descriptor.min ?? 0),
    max: descriptor.type === 'text' ? null : (descriptor.max ?? MAX_NUMBER),
    options,
  };
}

/** A module as the settings list needs it: its settings, and its form for the outcomes' names. */
export interface SettingsModule {
  descriptor: SettingsOwner & Pick<AffairModuleDescriptor, 'outcome'>;
  /** The form naming the outcomes (a group's own settings have none: no amounts by outcome). */
  form?: FormDefinition;
}

/**
 * Every setting of the modules and the school calendar, for the settings screen; an amount by
 * outcome lists the outcomes by name (the form's options or dictionary).
 */
export async function listSettings(
  db: Kysely<DB>,
  tenantId: string,
  modules: readonly SettingsModule[],
  lang: Language,
): Promise<SettingValue[]> {
  const keys = modules.flatMap(({ descriptor: m }) =>
    (m.settings ?? []).map((s) => settingKey(m.key, s.key)),
  );
  const stored = await storedSettings(db, tenantId, [...keys, HOLIDAYS, WORKDAYS, PROGRAMME_YEARS]);
  const outcomes = new Map(
    await Promise.all(
      modules
        .filter(({ descriptor: m, form }) => form && m.settings?.some((s) => s.type === 'moneyByOutcome'))
        .map(
          async ({ descriptor: m, form }) =>
            [m.key, await valueLabels(db, tenantId, form!, m.outcome?.field)] as const,
        ),
    ),
  );
  const calendar = CALENDAR.map((d) => {
    const value = stored.get(`calendar.${d.key}`);
    return describe(
      'calendar',
      d,
      isDates(d) ? ((value as string[] | undefined) ?? []).join('\n') : (value ?? d.default),
      lang,
    );
  });
  return [
    ...modules.flatMap(({ descriptor: m }) =>
      (m.settings ?? []).map((d) =>
        describe(m.key, d, stored.get(settingKey(m.key, d.key)) ?? d.default, lang, outcomes.get(m.key)),
      ),
    ),
    ...calendar,
  ];
}

function invalid(descriptor: SettingDescriptor): never {
  throw new AppError(ModuleState.AFFAIR_SETTING_INVALID, {
    key: 'affairs.setting.invalid',
    params: { setting: descriptor.label },
  });
}

function checkNumber(descriptor: SettingDescriptor, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) invalid(descriptor);
  if (descriptor.type === 'integer' && !Number.isInteger(value)) invalid(descriptor);
  if (descriptor.type === 'money' && Math.round(value * 100) !== value * 100) invalid(descriptor);
  if (value < (descriptor.min ?? 0) || value > (descriptor.max ?? MAX_NUMBER)) invalid(descriptor);
  return value;
}

/** A value as the setting takes it, or a refusal naming the setting. */
export function checkSetting(descriptor: SettingDescriptor, value: unknown): unknown {
  switch (descriptor.type) {
    case 'money':
    case 'integer':
    case 'number':
      return checkNumber(descriptor, value);
    case 'text':
      if (typeof value !== 'string' || value.length > 200) invalid(descriptor);
      return value;
    case 'moneyByOutcome': {
      const defaults = descriptor.default as Record<string, number>;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid(descriptor);
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.some(([key]) => !(key in defaults))) invalid(descriptor);
      return Object.fromEntries(
        entries.map(([key, amount]) => [key, checkNumber({ ...descriptor, type: 'money' }, amount)]),
      );
    }
  }
}

function checkDates(descriptor: SettingDescriptor, value: unknown): string[] {
  if (typeof value !== 'string') invalid(descriptor);
  const dates = value
    .split(/[\s,，]+/)
    .map((d) => d.trim())
    .filter(Boolean);
  if (dates.length > 100 || dates.some((d) => !isDate(d) || d.length !== 10)) invalid(descriptor);
  return [...new Set(dates)].sort();
}

export interface SettingInput {
  module: string;
  key: string;
  value: unknown;
}

/**
 * Saves settings of the group's modules (and the calendar); every value is checked first. The
 * values and their change-log entries (before: the school's value or the default) commit together.
 */
export async function saveSettings(
  db: Kysely<DB>,
  change: ChangeContext,
  modules: readonly SettingsOwner[],
  inputs: readonly SettingInput[],
  now: number,
): Promise<void> {
  const { tenantId } = change;
  const checked = inputs.map((input) => {
    if (input.module === 'calendar') {
      const descriptor = CALENDAR.find((d) => d.key === input.key);
      if (!descriptor) throw new AppError(ModuleState.AFFAIR_SETTING_INVALID);
      const value = isDates(descriptor)
        ? checkDates(descriptor, input.value)
        : checkSetting(descriptor, input.value);
      return { key: `calendar.${input.key}`, value, descriptor };
    }
    const descriptor = modules
      .find((m) => m.key === input.module)
      ?.settings?.find((s) => s.key === input.key);
    if (!descriptor) throw new AppError(ModuleState.AFFAIR_SETTING_INVALID);
    return {
      key: settingKey(input.module, input.key),
      value: checkSetting(descriptor, input.value),
      descriptor,
    };
  });
  await checkOrder(db, tenantId, modules, checked);
  await db.transaction().execute(async (trx) => {
    const stored = await storedSettings(
      trx,
      tenantId,
      checked.map((c) => c.key),
    );
    for (const { key, value, descriptor } of checked) {
      await storeSetting(trx, { tenantId, key, value, updatedBy: change.actorId, updatedAt: now });
      await recordChange(trx, change, {
        kind: 'setting',
        objectId: key,
        label: `${localize(descriptor.label, 'zh-CN')} (${key})`,
        action: 'update',
        before: { value: stored.get(key) ?? descriptor.default },
        after: { value },
      });
    }
  });
}

/** A setting that may not be below a sibling (`atLeast`) is refused, naming it, when it would be. */
async function checkOrder(
  db: Kysely<DB>,
  tenantId: string,
  owners: readonly SettingsOwner[],
  checked: readonly { key: string; value: unknown }[],
): Promise<void> {
  const changed = new Map(checked.map((c) => [c.key, c.value]));
  for (const owner of owners) {
    const ordered = (owner.settings ?? []).filter((d) => d.atLeast);
    if (
      !ordered.some(
        (d) => changed.has(settingKey(owner.key, d.key)) || changed.has(settingKey(owner.key, d.atLeast!)),
      )
    )
      continue;
    const now = { ...(await moduleSettings(db, tenantId, owner)) };
    for (const [key, value] of changed)
      if (key.startsWith(`${owner.key}.`)) now[key.slice(owner.key.length + 1)] = value;
    for (const d of ordered) if (Number(now[d.key]) < Number(now[d.atLeast!])) invalid(d);
  }
}
