import {
  LOGO_BUBBLE_FILL,
  LOGO_BUBBLE_PATH,
  LOGO_STAR_FILL,
  LOGO_STAR_PATH,
} from '../../../functions/src/pages/page-icons.ts';

/** The brand mark: a speech bubble holding a star. Decorative; pair it with visible text. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d={LOGO_BUBBLE_PATH} fill={LOGO_BUBBLE_FILL} />
      <path d={LOGO_STAR_PATH} fill={LOGO_STAR_FILL} />
    </svg>
  );
}
