import { describe, expect, it } from 'vitest';
import { THEME_COLOR } from '@/config/site';
import shellHtml from '../../app-shell.html?raw';

type ReadFile = { readFileSync(path: string, encoding: 'utf8'): string };
const { cwd } = (globalThis as unknown as { process: { cwd(): string } }).process;

describe('theme colour', () => {
  it('is the same in app-shell.html, the CSS tokens and src/config/site.ts', async () => {
    expect(shellHtml).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    // Vitest blanks CSS imports (even ?raw), so read the stylesheet from disk. The specifier is built at
    // runtime because the app's tsconfig deliberately has no Node types.
    const fs = (await import(/* @vite-ignore */ ['node', 'fs'].join(':'))) as ReadFile;
    const css = fs.readFileSync(`${cwd()}/src/styles/global.css`, 'utf8');
    expect(css).toContain(`--color-brand-900: ${THEME_COLOR};`);
  });
});
