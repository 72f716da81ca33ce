import { ContentPage } from '../components/content-page';
import { terms } from '../documents/terms';

export default function TermsRoute() {
  return <ContentPage content={terms} />;
}
