import { MESSAGE_ICON_PATHS } from '../../../functions/src/pages/page-icons.ts';
import './message-icon.css';

// SPEC.md's messages start with emoji ('✅ Submitted successfully!', '❌ Submission failed. Try again.',
// '🔗 Link copied to clipboard!'). Without an emoji font (headless Chromium, many Linux desktops, some
// phones) an emoji shows as an empty box, so the app draws these as inline SVG icons, like its other
// icons. The emoji stays in the text, hidden from sight: the words are SPEC.md's, and screen readers
// read them as before.

export type MessageIconName = 'check' | 'cross' | 'link';

const PATHS: Record<MessageIconName, string> = MESSAGE_ICON_PATHS;

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
