/**
 * Which input the person is using now, on <html data-input="keyboard|pointer">: the focus ring
 * (app/focus.css) shows only for the keyboard. A key that moves focus or acts (Tab, the arrows,
 * Enter, Space) switches to the keyboard; a tap, a click or a pen switches back. Typing into a
 * field that was tapped keeps the field's look: letters are not among the keys that switch.
 */
const KEYBOARD_KEYS = new Set([
  'Tab',
  'Enter',
  ' ',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Escape',
]);

export function trackInputModality(root: HTMLElement = document.documentElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (KEYBOARD_KEYS.has(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey)
      root.dataset.input = 'keyboard';
  };
  const onPointer = () => {
    root.dataset.input = 'pointer';
  };
  // Capture: a control that stops the event's propagation still tells us which input it was.
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('pointerdown', onPointer, true);
  return () => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('pointerdown', onPointer, true);
  };
}
