import { describe, expect, it } from 'vitest';
import { isInternalHref, linkElement } from '../utils/links';

const RouterLink = () => null;

describe('links', () => {
  it('treats paths as internal, and protocol-relative and absolute addresses as external', () => {
    expect(isInternalHref('/faq')).toBe(true);
    expect(isInternalHref('/')).toBe(true);
    expect(isInternalHref('//evil.example/faq')).toBe(false);
    expect(isInternalHref('https://zcomm.example/about')).toBe(false);
    expect(isInternalHref('mailto:hello@zcomm.example')).toBe(false);
    expect(isInternalHref('#main')).toBe(false);
  });

  it('renders internal links through the link component, everything else as <a>', () => {
    expect(linkElement({ href: '/faq' }, RouterLink)).toBe(RouterLink);
    expect(linkElement({ href: '/faq', external: true }, RouterLink)).toBe('a');
    expect(linkElement({ href: 'https://zcomm.example/' }, RouterLink)).toBe('a');
    expect(linkElement({ href: '/faq' }, undefined)).toBe('a');
  });
});
