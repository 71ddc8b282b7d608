import { Icon } from './icons';

// More line icons in the style of icons.tsx, 16 px by default.
export const ChevronRightIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const ChevronDownIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const PencilIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
);

export const DownloadIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);

export const ArchiveIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="4" width="18" height="4" rx="1" />
    <path d="M5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8M10 12h4" />
  </Icon>
);

export const SearchIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </Icon>
);

/** Sort state of a column: both arrows when unsorted, one when sorted. */
export const SortIcon = ({ direction, size = 14 }: { direction: 'asc' | 'desc' | null; size?: number }) => (
  <Icon size={size}>
    {direction !== 'desc' ? <path d="M8 10l4-4 4 4" opacity={direction === null ? 0.45 : 1} /> : null}
    {direction !== 'asc' ? <path d="M8 14l4 4 4-4" opacity={direction === null ? 0.45 : 1} /> : null}
  </Icon>
);
