import { ContentPage } from '../components/content-page';
import { aboutUs } from '../documents/about-us';

export default function AboutUsRoute() {
  return <ContentPage content={aboutUs} />;
}
