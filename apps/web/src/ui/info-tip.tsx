import { Tooltip } from '@mantine/core';
import { InfoIcon } from './icons';

/**
 * An info icon whose tooltip opens on hover, keyboard focus and touch. Screen readers read the text
 * itself (it is the icon's name), so it also works inside a label.
 */
export function InfoTip({ text }: { text: string }) {
  return (
    <Tooltip label={text} withArrow multiline maw={260} events={{ hover: true, focus: true, touch: true }}>
      <span
        role="img"
        aria-label={text}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users need focus to open the tooltip.
        tabIndex={0}
        style={{ display: 'inline-flex', verticalAlign: 'middle', color: 'var(--mantine-color-gray-6)', cursor: 'help' }}
      >
        <InfoIcon size={15} />
      </span>
    </Tooltip>
  );
}
