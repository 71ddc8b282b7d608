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
  components: {
    // WCAG 1.4.1: a link inside a sentence must not be told apart by colour alone.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/** Mantine's dimmed text (gray.6 on white) is 3.3:1; gray.7 is 8.2:1 and still reads as secondary. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: {},
});
