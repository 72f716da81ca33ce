import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session/session-context';
import { SidebarLayout } from '../../../components/sidebar-layout';
import { ProfileSidebar } from '../components/profile-sidebar';
import { ProfileTabs } from '../components/profile-tabs';
import { TwoFactorCard } from '../components/two-factor-card';

/** The investor's own details, preferences and password; shown inside RequireAccount. */
export default function ProfileRoute() {
  const { user } = useSession();
  if (!user) return null;

  return (
    <>
      <PageHeader title="Profile">
        Keep your details up to date: they must match the documents of your KYC application.
      </PageHeader>
      <SidebarLayout sidebar={<ProfileSidebar user={user} />} sidebarLabel="Account">
        <ProfileTabs user={user} />
        <TwoFactorCard />
      </SidebarLayout>
    </>
  );
}
