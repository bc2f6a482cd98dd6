import { AFFAIR_MODULES, LEAVE_MODULE, type AffairModuleDescriptor } from '@campus/contract';
import type { ModuleLink } from '../features/affairs/affair-screen';
import { zhCN } from '../i18n/locales/zh-CN';
import type { UiKey } from '../i18n/ui-messages';
import { withWorkflowTexts } from '../i18n/workflow-texts';
import type { AppRoute } from './routes';
import type { GenericScreen, LeaveScreen } from './screens/affair-screens';

/**
 * The student-affairs routes, generated from the module descriptors (contract affairs/): each
 * module gets the generic screens its `routes` name, under its `basePath`, and the group path
 * redirects to `routes.default`. A module's own screens (leave: today, cancel, registrations)
 * are composed in here, so the features never import each other.
 */

const GENERIC_SCREENS: readonly GenericScreen[] = [
  'apply',
  'mine',
  'review',
  'detail',
  'success',
  'publicity',
  'statistics',
];

/** Where a module's behaviour differs: generic screens it replaces, and screens of its own. */
interface ModuleScreens {
  replace?: Partial<Record<GenericScreen, LeaveScreen>>;
  own?: { route: string; title: UiKey; screen: LeaveScreen; link?: ModuleLink['audience'] }[];
}

const MODULE_SCREENS: Readonly<Record<string, ModuleScreens>> = {
  [LEAVE_MODULE.key]: {
    // Leave's statistics screen is the counsellor's today screen.
    replace: { statistics: 'today' },
    own: [
      { route: 'cancel', title: 'leave.route.cancel', screen: 'cancel', link: 'apply' },
      { route: 'destination', title: 'leave.route.destination', screen: 'destination', link: 'all' },
      { route: 'destination/sign', title: 'leave.route.destinationSign', screen: 'destinationSign' },
      { route: 'destination/check', title: 'leave.route.destinationCheck', screen: 'destinationCheck' },
      { route: 'return', title: 'leave.route.return', screen: 'return', link: 'all' },
      { route: 'return/check', title: 'leave.route.returnCheck', screen: 'returnCheck' },
    ],
  },
};

/** The module's own title for a screen when the catalogue has one, else the generic title. */
function titleOf(module: AffairModuleDescriptor, screen: GenericScreen): UiKey {
  const own = `affairs.route.${module.key}.${screen}`;
  return (own in zhCN ? own : `affairs.route.${screen}`) as UiKey;
}

// The screens load through one module (see screens/workflow-screens.ts for why).
const screens = () => import('./screens/affair-screens');

/** Every screen of one module in one route group (its own basePath or a school variant's). */
function moduleRoutes(
  module: AffairModuleDescriptor,
  base: string,
  idPrefix: string,
  groupLinks: readonly ModuleLink[] = [],
): AppRoute[] {
  const { replace = {}, own = [] } = MODULE_SCREENS[module.key] ?? {};
  const links: ModuleLink[] = [
    ...own.flatMap((o) => (o.link ? [{ route: o.route, title: o.title, audience: o.link }] : [])),
    ...groupLinks,
  ];
  const generic: AppRoute[] = GENERIC_SCREENS.filter(
    (screen) => module.routes[screen] !== undefined && (screen !== 'publicity' || module.lists.publicity),
  ).map((screen) => {
    const replacement = replace[screen];
    return {
      id: `${idPrefix}.${screen}`,
      path: `${base}/${module.routes[screen]}`,
      meta: { title: titleOf(module, screen), layout: 'info', requiresAuth: true },
      load: withWorkflowTexts(async () =>
        replacement
          ? (await screens()).leaveScreen(replacement, base)
          : (await screens()).genericScreen(screen, module.key, base, links),
      ),
    };
  });
  const owned: AppRoute[] = own.map((o) => ({
    id: `${idPrefix}.${o.route}`,
    path: `${base}/${o.route}`,
    meta: { title: o.title, layout: 'info', requiresAuth: true },
    load: withWorkflowTexts(async () => (await screens()).leaveScreen(o.screen, base)),
  }));
  return [...generic, ...owned];
}

/** Leave's cjxy variant (SPEC §2.4: each leave screen has one): the same screens in the cjxy group. */
const CJXY_LEAVE_BASE = '/xgxt/cjxy_leave';

/** The other modules of a group (cjxy's return application), offered from the variant's screens. */
const groupLinks = (base: string): ModuleLink[] =>
  AFFAIR_MODULES.filter((module) => module.basePath === base).map((module) => ({
    route: module.routes.apply,
    title: titleOf(module, 'apply'),
    audience: 'apply',
  }));

export const affairRoutes: AppRoute[] = [
  ...AFFAIR_MODULES.flatMap((module) => [
    { path: module.basePath, redirectTo: `${module.basePath}/${module.routes.default}` },
    ...moduleRoutes(module, module.basePath, module.key),
  ]),
  ...moduleRoutes(LEAVE_MODULE, CJXY_LEAVE_BASE, `cjxy.${LEAVE_MODULE.key}`, groupLinks(CJXY_LEAVE_BASE)),
  // The group redirects to its return module when the contract has one there, else to my leaves.
  ...(AFFAIR_MODULES.some((module) => module.basePath === CJXY_LEAVE_BASE)
    ? []
    : [{ path: CJXY_LEAVE_BASE, redirectTo: `${CJXY_LEAVE_BASE}/${LEAVE_MODULE.routes.mine}` }]),
];
