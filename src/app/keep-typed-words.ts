// Words typed into a server-rendered form before the app takes the page over (a slow phone gives a reader
// seconds to start the contact message) would vanish when React replaces the markup. The server's fields are
// held by reference; once the app's page has replaced them, what was typed into each goes into the app's
// field of the same id, through an input event, so the app's state (and its draft) has it.

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_INPUT_TYPES = new Set(['text', 'email', 'search', 'url', 'tel', 'password', 'number', '']);

function isTextField(el: Element | null): el is TextField {
  if (el instanceof HTMLTextAreaElement) return true;
  return el instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(el.type);
}

/** Sets a field's value as typing would: React tracks the value property, so its own setter is bypassed. */
function typeInto(field: TextField, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** How long after the swap the app's fields may still appear (a page's form drawn a little later). */
const WAIT_FOR_FIELDS_MS = 5_000;

/**
 * Call before the app renders into `root` over the server's markup: carries whatever the reader typed into the
 * server's text fields into the app's fields of the same ids once they replace them, and gives back the focus.
 */
export function keepTypedWords(root: HTMLElement): void {
  const held = [...root.querySelectorAll('input[id], textarea[id]')].filter(isTextField);
  if (held.length === 0) return;
  // Focus leaves a field as it is removed: note which one had it while the server's markup still stands.
  let focused = held.find((field) => field === document.activeElement)?.id ?? null;
  const noteFocus = (event: FocusEvent) => {
    const field = held.find((f) => f === event.target);
    if (field) focused = field.id;
  };
  let pending = held;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer.disconnect();
    root.removeEventListener('focusin', noteFocus);
    clearTimeout(giveUp);
  };
  const carry = () => {
    pending = pending.filter((old) => {
      if (old.isConnected) return true; // not replaced yet
      giveUp ??= setTimeout(stop, WAIT_FOR_FIELDS_MS);
      if (old.value === old.defaultValue) return false; // nothing typed
      const now = document.getElementById(old.id);
      if (!isTextField(now)) return true; // the app's field is not drawn yet
      if (now.value !== old.value) typeInto(now, old.value);
      if (
        old.id === focused &&
        (document.activeElement === document.body || document.activeElement === null)
      ) {
        now.focus();
      }
      return false;
    });
    if (pending.length === 0) stop();
  };
  const observer = new MutationObserver(carry);
  root.addEventListener('focusin', noteFocus);
  observer.observe(root, { childList: true, subtree: true });
}
