import { useDocumentTitle } from '@mantine/hooks';

const SITE_NAME = 'Parley';

/** Names the browser tab: the page's title (already in the reader's language), then the site's name. */
export function useSiteTitle(title: string): void {
  useDocumentTitle(`${title} · ${SITE_NAME}`);
}
