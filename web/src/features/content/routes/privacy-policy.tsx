import { ContentPage } from '../components/content-page';
import { privacyPolicy } from '../documents/privacy-policy';

export default function PrivacyPolicyRoute() {
  return <ContentPage content={privacyPolicy} />;
}
