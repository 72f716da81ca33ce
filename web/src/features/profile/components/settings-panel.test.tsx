import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { SettingsPanel } from './settings-panel';

describe('the settings tab', () => {
  afterEach(() => localStorage.clear());

  it('offers the four preferences as switches, all off at first', () => {
    renderWithProviders(<SettingsPanel />);
    const switches = screen.getAllByRole('switch');
    expect(switches.map((toggle) => toggle.closest('label')?.textContent)).toEqual([
      'Save my activity log',
      'Confirm by e-mail before my password is changed',
      'Show me the latest news about the pre-sale',
      'Alert me about unusual activity on my account',
    ]);
    switches.forEach((toggle) => expect(toggle).not.toBeChecked());
  });

  it('keeps the choices in this browser', async () => {
    const { unmount } = renderWithProviders(<SettingsPanel />);
    await userEvent.click(screen.getByRole('switch', { name: 'Save my activity log' }));
    await userEvent.click(
      screen.getByRole('switch', { name: 'Alert me about unusual activity on my account' }),
    );
    unmount();

    renderWithProviders(<SettingsPanel />);
    expect(screen.getByRole('switch', { name: 'Save my activity log' })).toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Alert me about unusual activity on my account' }),
    ).toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Show me the latest news about the pre-sale' }),
    ).not.toBeChecked();
  });

  it('ignores stored values it does not understand', () => {
    localStorage.setItem('rent.account.profile-settings', '{"saveLog":"yes","latestNews":true}');
    renderWithProviders(<SettingsPanel />);
    expect(screen.getByRole('switch', { name: 'Save my activity log' })).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Show me the latest news about the pre-sale' }),
    ).toBeChecked();
  });
});
