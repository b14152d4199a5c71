import './message-icon.css';

// SPEC.md's messages start with emoji ('✅ Submitted successfully!', '❌ Submission failed. Try again.',
// '🔗 Link copied to clipboard!'). Without an emoji font (headless Chromium, many Linux desktops, some
// phones) an emoji shows as an empty box, so the app draws these as inline SVG icons, like its other
// icons. The emoji stays in the text, hidden from sight: the words are SPEC.md's, and screen readers
// read them as before.

export type MessageIconName = 'check' | 'cross' | 'link';

const PATHS: Record<MessageIconName, string> = {
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  cross:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  link: 'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8v2zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z',
};

const EMOJI: Record<string, MessageIconName> = { '✅': 'check', '❌': 'cross', '🔗': 'link' };

export type LeadingIcon = { name: MessageIconName; emoji: string; rest: string };

/** The icon a message starts with, if it is one the app draws ('✅', '❌', '🔗', with or without U+FE0F). */
export function leadingIcon(text: string): LeadingIcon | null {
  const match = /^(✅|❌|🔗)\u{FE0F}?/u.exec(text);
  const name = match ? EMOJI[match[1] as string] : undefined;
  return match && name ? { name, emoji: match[0], rest: text.slice(match[0].length) } : null;
}

/** One of the message icons, sized to the text around it and coloured by it (or by its class). */
export function MessageIcon({ name, className = 'msg-icon' }: { name: MessageIconName; className?: string }) {
  return (
    <svg className={className} data-icon={name} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}

/** The emoji a drawn icon stands for, kept in the text for screen readers and out of sight. */
export function HiddenEmoji({ emoji }: { emoji: string }) {
  return <span className="visually-hidden">{emoji}</span>;
}

/** A message as text, its leading emoji drawn as an icon ("✅ Message sent" → [check] Message sent). */
export function MessageText({ text }: { text: string }) {
  const lead = leadingIcon(text);
  if (!lead) return <>{text}</>;
  return (
    <>
      <MessageIcon name={lead.name} />
      <HiddenEmoji emoji={lead.emoji} />
      {lead.rest}
    </>
  );
}
