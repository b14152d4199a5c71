/**
 * The text an element shows, without what only screen readers get (.visually-hidden), spaces
 * collapsed. For checks such as "no emoji is drawn as text" (it shows as a box without an emoji font).
 */
export function visibleText(element: Element): string {
  let text = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element && !node.classList.contains('visually-hidden'))
      node.childNodes.forEach(walk);
  };
  walk(element);
  return text.replace(/\s+/g, ' ').trim();
}

/** Emoji drawn as emoji by default (✅ ❌ 🔗 …); not text symbols such as ✓ or ★. */
export const EMOJI = /\p{Emoji_Presentation}/u;

/**
 * Finds the element whose whole text is `text`, across the elements inside it (getByText's default
 * reads only an element's own text nodes): a message whose emoji is drawn as an icon keeps its words
 * in two parts, the emoji hidden from sight.
 */
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
