import { describe, expect, it } from 'vitest';
import { isPartnerPage, partnerSignInUrl, safeReturnTarget } from './walls';
import { serviceConfig } from './config';

const partners = ['https://news.example.co.za'];

describe('returning from the main site to a partner page', () => {
  it('accepts same-site paths and URLs on allow-listed partner origins', () => {
    expect(safeReturnTarget('/news/a-story?x=1#top', partners)).toBe('/news/a-story?x=1#top');
    expect(safeReturnTarget('https://news.example.co.za/article/5?ref=wall', partners)).toBe(
      'https://news.example.co.za/article/5?ref=wall',
    );
  });

  it('refuses other origins and disguised ones', () => {
    for (const raw of [
      'https://evil.example/article',
      'https://news.example.co.za.evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://user:pw@news.example.co.za/',
      'http://news.example.co.za/',
      '',
      null,
    ]) {
      expect(safeReturnTarget(raw, partners)).toBeNull();
    }
  });

  it('builds the main site sign-in URL that carries the partner page', () => {
    const url = new URL(partnerSignInUrl('https://news.example.co.za/a?b=1', true));
    expect(url.origin).toBe(new URL(serviceConfig.appUrl).origin);
    expect(url.pathname).toBe('/user/login');
    expect(url.searchParams.get('return')).toBe('https://news.example.co.za/a?b=1');
    expect(url.searchParams.has('signup')).toBe(true);
    expect(isPartnerPage(new URL(serviceConfig.appUrl).origin)).toBe(false);
    expect(isPartnerPage('https://news.example.co.za')).toBe(true);
  });
});
