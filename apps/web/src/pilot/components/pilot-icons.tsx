import { Icon } from '../../ui/icons';

// Ask Solo's line icons (emoji do not render on every system).
export const PaperclipIcon = ({ size = 18 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M21 11.5l-8.6 8.6a5 5 0 0 1-7.1-7.1l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4l7.9-7.9" />
  </Icon>
);
export const ThumbUpIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M7 11v9H4v-9zM7 11l4-8a2 2 0 0 1 2 2v4h5.5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7" />
  </Icon>
);
export const ThumbDownIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M17 13V4h3v9zM17 13l-4 8a2 2 0 0 1-2-2v-4H5.5a2 2 0 0 1-2-2.3l1.2-7A2 2 0 0 1 6.7 4H17" />
  </Icon>
);
export const ChatIcon = ({ size = 18 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M4 5h16v11H9l-5 4z" />
  </Icon>
);
export const PlusIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const ExternalIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
  </Icon>
);
