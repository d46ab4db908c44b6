// The demo admin bar's data (docs/product.md#template-material). Static and English,
// as the spec shows them; every link goes to '#'.
import personIcon from 'bootstrap-icons/icons/person.svg?raw';
import gearIcon from 'bootstrap-icons/icons/gear.svg?raw';
import lifePreserverIcon from 'bootstrap-icons/icons/life-preserver.svg?raw';
import signOutIcon from 'bootstrap-icons/icons/box-arrow-right.svg?raw';
import checkIcon from 'bootstrap-icons/icons/check-circle.svg?raw';
import chatIcon from 'bootstrap-icons/icons/chat-dots.svg?raw';
import warningIcon from 'bootstrap-icons/icons/exclamation-triangle.svg?raw';
import personPlusIcon from 'bootstrap-icons/icons/person-plus.svg?raw';

/** A Bootstrap contextual colour name. */
export type Variant = 'primary' | 'success' | 'warning' | 'danger' | 'info';

/** docs/product.md#the-current-user: a demo notification. */
export interface Notification {
  /** Raw SVG markup from bootstrap-icons. */
  icon: string;
  variant: Variant;
  text: string;
  /** How long ago, as shown. */
  time: string;
}

/** docs/product.md#the-current-user: an entry of the demo profile menu. */
export interface ProfileMenuItem {
  icon: string;
  label: string;
  redirectTo: string;
}

/** The label of the signed-in user, static in the demo (docs/product.md#routes-and-navigation). */
export const DEMO_USER_LABEL = 'Admin';

export const adminNavItems = ['Home', 'Projects', 'Tasks', 'Reports', 'Settings'] as const;

export const demoNotifications: readonly Notification[] = [
  {
    icon: personPlusIcon,
    variant: 'primary',
    text: 'Ayu Lestari joined the Kasir project',
    time: '2 min ago',
  },
  { icon: checkIcon, variant: 'success', text: 'Release 2.4.0 was deployed', time: '1 hour ago' },
  { icon: warningIcon, variant: 'warning', text: 'Storage is 85% full', time: '3 hours ago' },
  {
    icon: chatIcon,
    variant: 'info',
    text: 'Made commented on “Booking calendar”',
    time: 'Yesterday',
  },
];

export const profileMenuItems: readonly ProfileMenuItem[] = [
  { icon: personIcon, label: 'Profile', redirectTo: '#' },
  { icon: gearIcon, label: 'Settings', redirectTo: '#' },
  { icon: lifePreserverIcon, label: 'Support', redirectTo: '#' },
  { icon: signOutIcon, label: 'Sign Out', redirectTo: '#' },
];
