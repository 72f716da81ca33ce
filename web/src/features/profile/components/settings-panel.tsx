import styled from 'styled-components';
import { FieldHint } from '../../../components/form/form-frame';
import { PROFILE_SETTINGS, useProfileSettings } from '../utils/profile-settings';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Toggle = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 44px;
  cursor: pointer;

  input {
    appearance: none;
    flex: none;
    position: relative;
    width: 44px;
    height: 24px;
    margin: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.border};
    cursor: pointer;
    transition: background ${({ theme }) => theme.transitions.fast};
  }

  input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  input:checked {
    background: ${({ theme }) => theme.colors.primary};
  }

  input:checked::after {
    transform: translateX(20px);
  }
`;

/** The four preferences, kept in this browser only. */
export function SettingsPanel() {
  const { settings, toggle } = useProfileSettings();
  return (
    <section aria-label="Settings">
      <List>
        {PROFILE_SETTINGS.map(({ key, label }) => (
          <li key={key}>
            <Toggle>
              <span>{label}</span>
              <input
                type="checkbox"
                role="switch"
                checked={settings[key]}
                onChange={(event) => toggle(key, event.target.checked)}
              />
            </Toggle>
          </li>
        ))}
      </List>
      <FieldHint>These preferences are saved in this browser only.</FieldHint>
    </section>
  );
}
