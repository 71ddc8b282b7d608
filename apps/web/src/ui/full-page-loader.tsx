import { Center, Loader } from '@mantine/core';

/**
 * A page, or a page's data, on its way. It holds a whole screen's height, so what the layout puts
 * below the page (the consumer's Messages panel) stays off screen until the page is in, instead of
 * showing and then jumping down when the page arrives (a layout shift: issue 40.6).
 */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="100dvh" pt="20dvh" style={{ alignItems: 'flex-start' }} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
