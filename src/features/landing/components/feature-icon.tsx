export type FeatureIconName = 'compass' | 'megaphone' | 'award' | 'shield';

const paths: Record<FeatureIconName, string> = {
  compass: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.5 6.5-2 5-5 2 2-5 5-2Z',
  megaphone:
    'M3 10v4h3l6 4V6l-6 4H3Zm13.5 2a4 4 0 0 0-2-3.5v7a4 4 0 0 0 2-3.5ZM14.5 4v2a6 6 0 0 1 0 12v2a8 8 0 0 0 0-16Z',
  award: 'M12 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm-3.5 12.9L7 22l5-2.5 5 2.5-1.5-7.1a8 8 0 0 1-7 0Z',
  shield:
    'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1 14-4-4 1.4-1.4 2.6 2.6 5.6-5.6L18 9l-7 7Z',
};

/** Small decorative icon used on the landing page. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <span className="feature-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={paths[name]} fill="currentColor" fillRule="evenodd" />
      </svg>
    </span>
  );
}
