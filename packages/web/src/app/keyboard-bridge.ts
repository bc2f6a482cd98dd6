/**
 * antd-mobile parts that answer only taps (issue 35): the chips of Selector (role="option" divs),
 * the days of CalendarPicker, a tappable List.Item (an <a> without href) and NavBar's back (a div
 * with role="button") have a click handler and no place in the Tab order: out of the keyboard's
 * reach.
 * Wrapping each use would mean 27 screens, the group screens among them; instead the app makes
 * them operable once, here: each gets a place in the Tab order, a role when it has none, and Enter
 * or Space acts as a tap. A calendar is one stop in the Tab order (the chosen day, else today or
 * the first day that may be chosen), its days reached with the arrow keys, so Tab goes on to the
 * confirm button instead of through half a year of days.
 */
/** One Tab stop each. */
const CHIP = '.adm-selector-item, a.adm-list-item:not([href]), .adm-nav-bar-back';
const DAY = '.adm-calendar-picker-view-cell';
const CALENDAR = '.adm-calendar-picker-view';
const DISABLED =
  '.adm-selector-item-disabled, .adm-calendar-picker-view-cell-disabled, .adm-list-item-disabled';

/**
 * A calendar's days in order, across its months. The blank cells before a month's first day are
 * the same element without content: they are no day (no role, no name), and leaving them out keeps
 * the arrow keys' week a week across a month's end.
 */
function daysOf(calendar: Element): Element[] {
  return [...calendar.querySelectorAll(DAY)].filter((cell) => cell.childElementCount > 0);
}

function operable(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && !element.matches(DISABLED);
}

function provideChip(chip: Element): void {
  if (!chip.hasAttribute('role')) chip.setAttribute('role', 'button');
  // NavBar's left cell, which holds the back, is itself role="button" (without a handler): the
  // back is the button, the cell only its place.
  if (chip.matches('.adm-nav-bar-back')) chip.parentElement?.setAttribute('role', 'none');
  if (operable(chip)) chip.tabIndex = 0;
  else chip.removeAttribute('tabindex');
}

/** A calendar's days: one in the Tab order, the others a focus() away, with a role and a state. */
function provideCalendar(calendar: Element): void {
  const days = daysOf(calendar);
  const enabled = days.filter(operable);
  const current =
    enabled.find((day) => day === document.activeElement) ??
    enabled.find((day) => day.matches('.adm-calendar-picker-view-cell-selected')) ??
    enabled.find((day) => day.matches('.adm-calendar-picker-view-cell-today')) ??
    enabled[0];
  for (const day of days) {
    if (!day.hasAttribute('role')) day.setAttribute('role', 'button');
    if (operable(day)) day.tabIndex = day === current ? 0 : -1;
    else {
      day.removeAttribute('tabindex');
      day.setAttribute('aria-disabled', 'true');
    }
  }
}

function provide(root: ParentNode): void {
  root.querySelectorAll(CHIP).forEach(provideChip);
  root.querySelectorAll(CALENDAR).forEach(provideCalendar);
}

/**
 * A calendar just opened from the keyboard takes the focus on its day: its sheet is added at the
 * end of the page, which Tab would otherwise reach only after every control below the field.
 */
function focusOpenedCalendar(added: Element): void {
  if (document.documentElement.dataset.input !== 'keyboard') return;
  const calendar = added.matches(CALENDAR) ? added : added.querySelector(CALENDAR);
  calendar?.querySelector<HTMLElement>(`${DAY}[tabindex="0"]`)?.focus();
}

/** The arrow keys' step through a calendar's days: a day either way, a week up or down. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function onKeyDown(event: KeyboardEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.matches(`${CHIP}, ${DAY}`) || !operable(target)) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    target.click();
    return;
  }
  const step = STEPS[event.key];
  const calendar = target.closest(CALENDAR);
  if (!step || !calendar) return;
  event.preventDefault();
  const days = daysOf(calendar);
  const next = days[days.indexOf(target) + step];
  if (next && operable(next)) {
    target.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  }
}

/** Installs the bridge on the document; returns its removal. */
export function bridgeTapOnlyControls(root: HTMLElement = document.body): () => void {
  provide(root);
  // A chip or a calendar appears (a screen, a sheet) or changes (a day chosen, a month rendered).
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target instanceof Element ? record.target : null;
      const calendar = element?.closest(CALENDAR);
      if (calendar) provideCalendar(calendar);
      else if (element?.matches(CHIP)) provideChip(element);
      for (const added of record.addedNodes) {
        if (!(added instanceof Element)) continue;
        provide(added.parentElement ?? added);
        focusOpenedCalendar(added);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  root.addEventListener('keydown', onKeyDown);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', onKeyDown);
  };
}
