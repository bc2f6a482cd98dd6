import type { ReactNode, SVGProps } from 'react';

/**
 * Line icons for the sign-in and password forms, drawn to match antd-mobile-icons' outline set at
 * 1em. Hand-written because the login screen is the first download: each antd-mobile icon carries
 * 2 to 6 KB of path data, these a few hundred bytes together.
 */
function icon(paths: ReactNode) {
  return function FormIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.7}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
  </>,
);

export const LockIcon = icon(
  <>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
  </>,
);

export const PhoneIcon = icon(
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </>,
);

export const MessageIcon = icon(
  <path d="M4.5 5.5h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-4.5 3v-3h-1a1 1 0 0 1-1-1v-10a1 1 0 0 1 1-1zM8 11.5h.01M12 11.5h.01M16 11.5h.01" />,
);

export const ShieldIcon = icon(
  <path d="M12 2.8 4.5 5.6v5.6c0 4.6 3.2 8.3 7.5 9.8 4.3-1.5 7.5-5.2 7.5-9.8V5.6zM8.8 12l2.3 2.3 4.2-4.4" />,
);

export const EyeIcon = icon(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = icon(
  <path d="M3 3l18 18M10.6 6.1A9.6 9.6 0 0 1 12 6c6 0 9.5 6 9.5 6a16 16 0 0 1-2.6 3.3M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18 12 18c1.8 0 3.3-.5 4.6-1.2M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);

export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
  </>,
);
