// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify needs a standards parser, which is what the server gives it too.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './rich-text';

afterEach(cleanup);

const html = [
  '<p>Read <a href="/news/taxi-strike">the full story</a> or ',
  '<a href="https://example.org/report" target="_blank">the report</a>, ',
  'as <a href="https://example.org/radio">another station</a> did.</p>',
  '<script>window.hacked = true</script>',
  '<p onclick="window.hacked = true" style="color:red">Quoted <strong>text</strong></p>',
  '<form action="/steal"><input name="password"></form>',
].join('');

describe('RichText', () => {
  it('shows the CMS text with its links, without scripts, handlers, styles or forms', async () => {
    const { container } = render(<RichText html={html} />);
    expect(await screen.findByRole('link', { name: 'the full story' })).toBeTruthy();
    expect(screen.getByText('text').tagName).toBe('STRONG');
    expect(container.querySelector('script, form, input, [onclick], [style]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens a link that leaves in a new window without giving it the page', async () => {
    render(<RichText html={html} />);
    const report = await screen.findByRole('link', { name: 'the report' });
    expect(report.getAttribute('target')).toBe('_blank');
    expect(report.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('hands a plain click on a link of this site to the page’s navigation', async () => {
    const onInternalLink = vi.fn();
    render(<RichText html={html} onInternalLink={onInternalLink} />);
    const story = await screen.findByRole('link', { name: 'the full story' });
    expect(fireEvent.click(story)).toBe(false); // default prevented: no full page load
    expect(onInternalLink).toHaveBeenCalledWith('/news/taxi-strike');
  });

  it('leaves other sites’ links and modified clicks to the browser', async () => {
    const onInternalLink = vi.fn();
    render(<RichText html={html} onInternalLink={onInternalLink} />);
    const story = await screen.findByRole('link', { name: 'the full story' });
    const elsewhere = screen.getByRole('link', { name: 'another station' });
    const report = screen.getByRole('link', { name: 'the report' });
    // Stops jsdom from following the link, after the component has seen the click undecided.
    const prevent = (event: Event) => event.preventDefault();
    document.addEventListener('click', prevent);
    try {
      fireEvent.click(elsewhere);
      fireEvent.click(report);
      fireEvent.click(story, { ctrlKey: true });
    } finally {
      document.removeEventListener('click', prevent);
    }
    expect(onInternalLink).not.toHaveBeenCalled();
  });
});
