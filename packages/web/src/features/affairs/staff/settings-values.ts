import type { SettingValue } from '@campus/contract';

/**
 * The settings screen's values as the form holds them: by module, then setting key, each figure
 * as typed text (an amount by outcome: one text per outcome).
 */
export type SettingsForm = Record<string, Record<string, string | Record<string, string>>>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function settingsFormOf(settings: readonly SettingValue[]): SettingsForm {
  const form: SettingsForm = {};
  for (const s of settings) {
    const values = s.value as Record<string, unknown> | null;
    (form[s.module] ??= {})[s.key] =
      s.type === 'moneyByOutcome'
        ? Object.fromEntries(s.options.map((o) => [o.key, text(values?.[o.key])]))
        : text(s.value);
  }
  return form;
}

/** A figure as typed, as the setting takes it; undefined when it is not one (the form says why). */
export function parseFigure(setting: SettingValue, typed: string): number | undefined {
  const trimmed = typed.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  if (setting.type === 'integer' && !Number.isInteger(value)) return undefined;
  if ((setting.type === 'money' || setting.type === 'moneyByOutcome') && !/^\d+(\.\d{1,2})?$/.test(trimmed))
    return undefined;
  if (value < (setting.min ?? 0) || value > (setting.max ?? Number.MAX_SAFE_INTEGER)) return undefined;
  return value;
}

/** The value to send for a setting from the form, or undefined while a figure is not valid. */
export function valueOf(setting: SettingValue, typed: string | Record<string, string> | undefined): unknown {
  if (setting.type === 'text') return typeof typed === 'string' ? typed : '';
  if (setting.type === 'moneyByOutcome') {
    const entries = setting.options.map((o) => [
      o.key,
      parseFigure(setting, (typed as Record<string, string>)?.[o.key] ?? ''),
    ]);
    return entries.some(([, v]) => v === undefined) ? undefined : Object.fromEntries(entries);
  }
  return parseFigure(setting, typeof typed === 'string' ? typed : '');
}

/** The settings the form changed, as the server takes them (an unchanged one is not sent). */
export function changedSettings(
  settings: readonly SettingValue[],
  form: SettingsForm,
): { module: string; key: string; value: unknown }[] {
  return settings.flatMap((s) => {
    const value = valueOf(s, form[s.module]?.[s.key]);
    if (value === undefined || JSON.stringify(value) === JSON.stringify(normalized(s))) return [];
    return [{ module: s.module, key: s.key, value }];
  });
}

/** A setting's stored value as the form would send it (numbers as numbers, amounts in the outcomes' order). */
function normalized(s: SettingValue): unknown {
  if (s.type !== 'moneyByOutcome') return s.value;
  const values = (s.value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(s.options.map((o) => [o.key, values[o.key]]));
}
