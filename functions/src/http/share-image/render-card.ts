// Draws a share card (1200x630 PNG) on the server with satori (layout to SVG) and resvg compiled to
// WebAssembly (SVG to PNG): pure JS and WebAssembly, no native addon (DESIGN.md section 4).
// The WebAssembly module and the fonts load once per process, on the first card.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { drawableText } from './card-text.ts';
import { type InterFont, loadInter } from './inter-font.ts';
import type { ShareCard } from './share-card.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const require = createRequire(import.meta.url);

const INDIGO = '#1e1b4b';
const AMBER = '#fbbf24';
const MUTED = '#c7d2fe';

/** The site's mark (public/favicon.svg), drawn on the card. */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M6 3h20a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H14.5l-6.3 5.2A1 1 0 0 1 6.6 28.4V24H6a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z" fill="#fbbf24"/><path d="m16 7.5 2.2 4.5 4.9.7-3.6 3.5.9 4.9-4.4-2.3-4.4 2.3.9-4.9-3.6-3.5 4.9-.7L16 7.5Z" fill="#1e1b4b"/></svg>';
const MARK_URI = `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString('base64')}`;
// Fixed heights (satori's flex layout let a grown middle push the bottom row off the card).
const PADDING_Y = 48;
const TOP_HEIGHT = 64;
const BOTTOM_HEIGHT = 110;
const MIDDLE_HEIGHT = CARD_HEIGHT - 2 * PADDING_Y - TOP_HEIGHT - BOTTOM_HEIGHT;
const STAR_PATH = 'm12 2 2.9 6.3 6.9.8-5.1 4.7 1.4 6.8L12 17.2l-6.1 3.4 1.4-6.8L2.2 9.1l6.9-.8L12 2Z';

let ready: Promise<InterFont> | undefined;

/** The WebAssembly module and the fonts, once per process; a failed load is tried again next time. */
export function rendererReady(): Promise<InterFont> {
  ready ??= (async () => {
    const wasm = await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm'));
    await initWasm(wasm);
    return loadInter();
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

function stars(score: string | null): Node {
  const filled = score === null ? 0 : Math.round(Number(score));
  return el(
    'div',
    { display: 'flex', gap: 8 },
    [1, 2, 3, 4, 5].map((n) =>
      el('svg', {}, el('path', {}, undefined, { d: STAR_PATH, fill: n <= filled ? AMBER : '#3730a3' }), {
        width: 48,
        height: 48,
        viewBox: '0 0 24 24',
      }),
    ),
  );
}

/** The card's element tree; texts already reduced to what the font can draw (null: left out). */
function layout(
  family: string,
  card: {
    label: string;
    name: string;
    subtitle: string | null;
    score: string | null;
    count: string;
    stars?: false;
  },
): Node {
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      padding: `${PADDING_Y}px 72px`,
      background: INDIGO,
      color: '#ffffff',
      fontFamily: family,
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 20, height: TOP_HEIGHT, flexShrink: 0 }, [
        el('img', { width: 64, height: 64 }, undefined, { src: MARK_URI, width: 64, height: 64 }),
        el('div', { fontSize: 34, fontWeight: 700, color: AMBER }, 'Rate My Interviewer'),
      ]),
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 12,
          height: MIDDLE_HEIGHT,
          overflow: 'hidden',
        },
        [
          el(
            'div',
            { fontSize: 28, fontWeight: 700, color: MUTED, textTransform: 'uppercase', letterSpacing: 3 },
            card.label,
          ),
          el(
            'div',
            { display: 'block', fontSize: 68, fontWeight: 700, lineHeight: 1.1, lineClamp: 2 },
            card.name,
          ),
          ...(card.subtitle
            ? [el('div', { display: 'block', fontSize: 34, color: MUTED, lineClamp: 1 }, card.subtitle)]
            : []),
        ],
      ),
      el('div', { display: 'flex', alignItems: 'center', gap: 28, height: BOTTOM_HEIGHT, flexShrink: 0 }, [
        ...(card.score
          ? [el('div', { fontSize: 96, fontWeight: 700, color: AMBER, lineHeight: 1 }, card.score)]
          : []),
        el('div', { display: 'flex', flexDirection: 'column', gap: 10 }, [
          ...(card.stars === false ? [] : [stars(card.score)]),
          el('div', { fontSize: 32, color: MUTED }, card.count),
        ]),
      ]),
    ],
  );
}

async function draw(tree: Node, font: InterFont): Promise<Uint8Array> {
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: font.faces,
  });
  const image = new Resvg(svg, { fitTo: { mode: 'original' } }).render();
  try {
    return image.asPng();
  } finally {
    image.free();
  }
}

/**
 * The card as a PNG. Names the font cannot draw are left out (card-text.ts); should drawing still
 * fail, the card is drawn again without any of the profile's words, so a crawler always gets an image.
 */
export async function renderCard(card: ShareCard, onError?: (error: unknown) => void): Promise<Uint8Array> {
  const font = await rendererReady();
  const text = (value: string) => drawableText(value, font.covers);
  try {
    return await draw(
      layout(font.family, {
        ...card,
        name: text(card.name) ?? `${card.label} profile`,
        subtitle: text(card.subtitle),
      }),
      font,
    );
  } catch (error) {
    onError?.(error);
    return draw(layout(font.family, { ...card, name: `${card.label} profile`, subtitle: null }), font);
  }
}
