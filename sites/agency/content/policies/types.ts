import type { PolicyDocumentProps } from '@zcomm/storefront-ui';

/** A policy page: its document (rendered by PolicyDocument) and its page metadata. */
export interface Policy extends Pick<PolicyDocumentProps, 'title' | 'date' | 'intro' | 'sections'> {
  meta: { title: string; description: string; keywords?: string[] };
}
