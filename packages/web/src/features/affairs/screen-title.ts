import { localize, type AffairGroupDescriptor, type GroupScreen, type Language } from '@campus/contract';

/**
 * A screen's title: its own when the group gives one, a module form's title for an apply screen,
 * else the generic kind's (the UI catalogue's route title, `affairs.route.<kind>`).
 */
export function screenTitle(
  group: AffairGroupDescriptor,
  screen: GroupScreen,
  language: Language,
  /** The UI catalogue's texts (route titles: `affairs.route.<kind>`). */
  t: (key: string, options: { defaultValue: string }) => string,
): string {
  if (screen.title) return localize(screen.title, language);
  const module = group.modules.find((m) => m.key === screen.module);
  if (screen.kind === 'apply' && module) return localize(module.title, language);
  return t(`affairs.route.${screen.kind}`, { defaultValue: localize(group.title, language) });
}
