import { useSiteOperator } from '../../../components/operator/site-operator';
import { ContentPage } from '../components/content-page';
import { aboutUsWith } from '../documents/about-us';

export default function AboutUsRoute() {
  const operator = useSiteOperator();
  return <ContentPage content={aboutUsWith(operator)} />;
}
