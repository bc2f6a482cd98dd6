import type { OnboardingVariant } from '@campus/contract/affairs/yxxt';
import { YXXT } from './group.js';

/**
 * The routes a school's onboarding variant serves: the generic screens it inherits (less those it
 * omits) and its own. The journey offers a step only where its screen is (cjxy's certificates).
 */
export function variantRoutes(variant: OnboardingVariant): ReadonlySet<string> {
  const own = YXXT.variants?.find((v) => v.key === variant);
  if (!own) return new Set(YXXT.screens.map((s) => s.route));
  const inherited = own.inherit ? YXXT.screens.filter((s) => !own.omit?.includes(s.route)) : [];
  return new Set([...inherited, ...own.screens].map((s) => s.route));
}
