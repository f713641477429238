import { type ComponentProps, type ReactNode, useId } from 'react';

/** Every icon name, in display order. */
export const iconNames = [
  'menu',
  'close',
  'search',
  'chevron-down',
  'check',
  'minus',
  'plus',
  'truck',
  'shield-check',
  'refund',
  'star',
  'tag',
  'award',
  'headset',
  'anchor',
  'compass',
  'phone',
  'mail',
  'map-pin',
  'arrow-right',
  'bag',
  'external',
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
  'x',
] as const;

export type IconName = (typeof iconNames)[number];

/* 24 × 24 drawings on a 2 px stroke; every shape inherits currentColor. */
const paths: Record<IconName, ReactNode> = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </>
  ),
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  minus: <path d="M5 12h14" />,
  plus: <path d="M12 5v14M5 12h14" />,
  truck: (
    <>
      <path d="M2.5 6.5h11v10h-11zM13.5 10h4l3.5 3.5v3h-7.5" />
      <circle cx="6.5" cy="17.5" r="2" />
      <circle cx="17" cy="17.5" r="2" />
    </>
  ),
  'shield-check': (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  refund: (
    <>
      <path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.5" />
      <path d="M4 4v4.5h4.5" />
      <path d="M14.5 9.5h-3.25a1.25 1.25 0 0 0 0 2.5h1.5a1.25 1.25 0 0 1 0 2.5H9.5M12 8v1.5M12 14.5V16" />
    </>
  ),
  star: <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  tag: (
    <>
      <path d="M3.5 12.1V4.5a1 1 0 0 1 1-1h7.6a1 1 0 0 1 .7.3l7.9 7.9a1 1 0 0 1 0 1.4l-7.6 7.6a1 1 0 0 1-1.4 0l-7.9-7.9a1 1 0 0 1-.3-.7z" />
      <circle cx="8.5" cy="8.5" r="1.5" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m8.5 13.3-1.5 7.2 5-2.5 5 2.5-1.5-7.2" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <path d="M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1z" />
      <path d="M17 19c0 1.2-1.5 2-4 2" />
    </>
  ),
  anchor: (
    <>
      <circle cx="12" cy="5" r="2" />
      <path d="M12 7v14M8 11h8M4.5 13.5a7.5 7.5 0 0 0 15 0" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  phone: (
    <path d="M5 3.5h3.5l1.75 4.5-2.25 1.5a11 11 0 0 0 6.5 6.5l1.5-2.25 4.5 1.75V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5 1.5 1.5 0 0 1 5 3.5z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  'arrow-right': <path d="M4 12h16M14 6l6 6-6 6" />,
  bag: <path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9zM9 10V7a3 3 0 0 1 6 0v3" />,
  external: (
    <>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 7.5h-1.5a2.5 2.5 0 0 0-2.5 2.5v11M9 13h6" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 6.9v.1" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.8 8.2a2.5 2.5 0 0 1 2.1-2.2C7.2 5.7 9.6 5.5 12 5.5s4.8.2 7.1.5a2.5 2.5 0 0 1 2.1 2.2c.2 1.3.3 2.5.3 3.8s-.1 2.5-.3 3.8a2.5 2.5 0 0 1-2.1 2.2c-2.3.3-4.7.5-7.1.5s-4.8-.2-7.1-.5a2.5 2.5 0 0 1-2.1-2.2c-.2-1.3-.3-2.5-.3-3.8s.1-2.5.3-3.8z" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2.5" />
      <path d="M7.5 10.5V17M7.5 7v.1M11.5 17v-6.5M11.5 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  x: <path d="M4 4h4.5L20 20h-4.5zM20 4l-6.6 7.2M10.6 12.8 4 20" />,
};

export type IconProps = Omit<ComponentProps<'svg'>, 'children' | 'name'> & {
  /** Which drawing to show. */
  name: IconName;
  /**
   * Width and height in pixels.
   * @default 24
   */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology.
   * @default undefined
   */
  title?: string;
};

/** A 24 × 24 line icon drawn in the current text colour. */
export function Icon({ name, size = 24, title, className, ...props }: IconProps) {
  const titleId = useId();
  const drawing = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: 'false',
    className: className ? `zc-icon ${className}` : 'zc-icon',
    'data-icon': name,
    'data-slot': 'icon',
    ...props,
  } satisfies ComponentProps<'svg'> & { 'data-icon': IconName; 'data-slot': string };

  if (title) {
    return (
      <svg role="img" aria-labelledby={titleId} {...drawing}>
        <title id={titleId}>{title}</title>
        {paths[name]}
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" {...drawing}>
      {paths[name]}
    </svg>
  );
}
