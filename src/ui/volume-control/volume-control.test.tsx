// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $volume, DEFAULT_VOLUME, setVolume } from '../../core/player/session/volume';
import { LazyVolumeControl } from './lazy-volume-control';
import { VolumeControl } from './volume-control';

afterEach(() => {
  cleanup();
  setVolume(DEFAULT_VOLUME);
});

const slider = () => screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;

describe('VolumeControl', () => {
  it('is a slider that speaks its level in percent and sets the volume', () => {
    render(<VolumeControl />);
    expect(slider().value).toBe('100');
    expect(slider().getAttribute('aria-valuetext')).toBe('100 percent');
    fireEvent.change(slider(), { target: { value: '60' } });
    expect($volume.get().level).toBeCloseTo(0.6);
    expect(slider().getAttribute('aria-valuetext')).toBe('60 percent');
  });

  it('mutes and unmutes with its button, keeping the level to come back to', () => {
    act(() => setVolume({ level: 0.4, muted: false }));
    render(<VolumeControl />);
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute);
    expect($volume.get()).toEqual({ level: 0.4, muted: true });
    expect(slider().value).toBe('0');
    expect(slider().getAttribute('aria-valuetext')).toBe('Muted (40 percent)');
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect($volume.get()).toEqual({ level: 0.4, muted: false });
    expect(slider().value).toBe('40');
  });

  it('unmutes when the listener raises the slider while muted', () => {
    act(() => setVolume({ level: 0.4, muted: true }));
    render(<VolumeControl />);
    fireEvent.change(slider(), { target: { value: '55' } });
    expect($volume.get()).toEqual({ level: 0.55, muted: false });
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy();
  });

  it('arrives on its own after the player shows it', async () => {
    render(<LazyVolumeControl />);
    expect(await screen.findByRole('slider', { name: 'Volume' })).toBeTruthy();
  });

  it('brings its own styles into a widget’s shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    render(<LazyVolumeControl />, { container: root as unknown as HTMLElement });
    await waitFor(() => expect(root.querySelector('input[type="range"]')).not.toBeNull());
    expect(root.adoptedStyleSheets).toHaveLength(1);
    host.remove();
  });
});
