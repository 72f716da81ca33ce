import { CardFrame } from '../../../components/card';
import { Tabs } from '../../../components/tabs';
import type { SessionUser } from '../../../lib/session/session';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';
import { SettingsPanel } from './settings-panel';

/** Personal Data, Settings and Password, one at a time. */
export function ProfileTabs({ user }: { user: SessionUser }) {
  return (
    <CardFrame>
      <Tabs
        label="Profile"
        tabs={[
          { id: 'personal-data', label: 'Personal Data', panel: <PersonalDataForm user={user} /> },
          { id: 'settings', label: 'Settings', panel: <SettingsPanel /> },
          { id: 'password', label: 'Password', panel: <PasswordForm /> },
        ]}
      />
    </CardFrame>
  );
}
