// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $dataSaverSetting, setDataSaverSetting } from '../../core/data-saver/setting';
import { DataPanel } from '../mini-player/data-panel';
import { DataSaverChoice, dataSaverStatus } from './data-saver-choice';

afterEach(() => {
  cleanup();
  setDataSaverSetting('auto');
});

describe('DataSaverChoice', () => {
  it('shows the setting as three labelled radio buttons and changes it', () => {
    render(<DataSaverChoice />);
    const group = screen.getByRole('group', { name: 'Data saver' });
    expect(group).toBeTruthy();
    const auto = screen.getByRole('radio', { name: /^Auto/ }) as HTMLInputElement;
    const on = screen.getByRole('radio', { name: /^On/ }) as HTMLInputElement;
    expect(auto.checked).toBe(true);
    fireEvent.click(on);
    expect($dataSaverSetting.get()).toBe('on');
    expect(on.checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Data saver is on.');
  });

  it('follows a change made elsewhere on the page (another control, a widget attribute)', () => {
    render(<DataSaverChoice />);
    act(() => setDataSaverSetting('off'));
    expect((screen.getByRole('radio', { name: /^Off/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Data saver is off.');
  });

  it('says why Auto is on or off', () => {
    expect(dataSaverStatus('auto', true)).toMatch(
      /on: your browser asks to save data or you are on mobile data/,
    );
    expect(dataSaverStatus('auto', false)).toMatch(/off: your browser has not asked/);
  });
});

describe('the mini player data panel', () => {
  it('is a disclosure: the button says the state, opens the panel, Escape closes it and returns focus', () => {
    render(<DataPanel />);
    const button = screen.getByRole('button', { name: 'Data saver off' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Data saver', hidden: false })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: /^On/ }));
    expect(screen.getByRole('button', { name: 'Data saver on' })).toBe(button);
    fireEvent.keyDown(screen.getByRole('radio', { name: /^On/ }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
