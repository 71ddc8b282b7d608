import { Anchor, type CSSVariablesResolver, createTheme } from '@mantine/core';

// System fonts only: the Content-Security-Policy allows no other origin, and none is needed.
export const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG 2.1 AA 1.4.3: white on indigo.6 is 4.3:1, under the 4.5:1 that body text needs; indigo.8 is 5.7:1.
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // WCAG 2.3.3: a person who asked their system for less motion gets dialogs, menus and drawers
  // without their fades and slides (Mantine's transitions take no time then).
  respectReducedMotion: true,
  components: {
    // WCAG 1.4.1: a link inside a sentence must not be told apart by colour alone.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // WCAG 2.1.1: a table wider than the screen scrolls inside its container; the container takes
    // focus so that the arrow keys scroll it (axe: scrollable-region-focusable). Named, not
    // imported: importing the component here would put the table and its scroll area in every page.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/**
 * WCAG 1.4.3 (4.5:1 for text) on white: Mantine's dimmed text (gray.6) is 3.3:1, gray.7 is 8.2:1
 * and still reads as secondary; its error red (red.6, on a field's message and its typed text) is
 * 3.3:1, red.8 is 4.6:1; its placeholder (gray.5) is 2.1:1, gray.6 on the lighter weight would
 * still fail, so placeholders take gray.7 too (they stay hints: every field also has its label).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-error': t.colors.red[8] ?? '#e03131',
    '--mantine-color-placeholder': t.colors.gray[7] ?? '#495057',
    // Links are indigo.8 (4.46:1 on a selected row's indigo.1); indigo.9 is 5.2:1 there, 6.3:1 on white.
    '--mantine-color-anchor': t.colors.indigo[9] ?? '#364fc7',
  },
  dark: {},
});
