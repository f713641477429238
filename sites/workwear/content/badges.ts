import type { TrustBadgesProps } from '@zcomm/storefront-ui';
import { storePolicies } from '../site';

/** The "Why Choose Us" badges shown under every page except the legal texts. */
export const whyChooseUs = {
  heading: 'Why Choose Us',
  badges: [
    {
      icon: 'truck',
      title: 'Fast Shipping',
      text: `Orders leave our warehouse quickly and arrive anywhere in the U.S. within ${storePolicies.shippingTime}.`,
    },
    {
      icon: 'shield-check',
      title: 'Quality Certified',
      text: 'Every high-visibility garment meets the ANSI/ISEA 107 requirements for its rated class.',
    },
    {
      icon: 'refund',
      title: '100% Refund Guarantee',
      text: `Not right for the job? Send it back for a full refund within ${storePolicies.refundWindow}.`,
    },
  ],
} satisfies Pick<TrustBadgesProps, 'heading' | 'badges'>;
