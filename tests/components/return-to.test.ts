import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxAfterSignIn, rememberLead } from '../../sites/agency/inbox/return-to';

const id = '7d1f0c2a-5b8e-4c3d-9a61-2f0e8b7c4d11';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the lead a signed-out visitor came for', () => {
  it('is opened by the next sign-in in this tab, once', () => {
    rememberLead(`?id=${id}&site=agency`, 1_000);
    expect(localStorage.length).toBe(0);
    expect(inboxAfterSignIn(2_000)).toBe(`/inbox?id=${id}`);
    expect(inboxAfterSignIn(3_000)).toBe('/inbox');
  });

  it('is forgotten after half an hour', () => {
    rememberLead(`?id=${id}`, 0);
    expect(inboxAfterSignIn(30 * 60_000)).toBe('/inbox');
    expect(sessionStorage.length).toBe(0);
  });

  it('is only a well-formed lead id, stored or asked for', () => {
    rememberLead('?id=../../logout', 0);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('zc-inbox-lead', JSON.stringify({ id: 'javascript:alert(1)', at: 0 }));
    expect(inboxAfterSignIn(1)).toBe('/inbox');
    sessionStorage.setItem('zc-inbox-lead', '{not json');
    expect(inboxAfterSignIn(1)).toBe('/inbox');
  });

  it('leaves signing in working when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => rememberLead(`?id=${id}`, 0)).not.toThrow();
    expect(inboxAfterSignIn(1)).toBe('/inbox');
  });
});
