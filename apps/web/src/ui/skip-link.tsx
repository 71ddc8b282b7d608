import { type MessageDescriptor, useIntl } from 'react-intl';
import classes from './skip-link.module.css';

/** The id of each layout's main region, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

const m = {
  skip: { id: 'a11y.skipToContent', defaultMessage: 'Skip to main content' },
} satisfies Record<string, MessageDescriptor>;

/**
 * WCAG 2.4.1 (bypass blocks): the first thing Tab reaches on a page with a header and navigation.
 * Its target must be focusable (`tabIndex={-1}`) so that the next Tab continues from there.
 */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link}>
      {intl.formatMessage(m.skip)}
    </a>
  );
}
