import { ContentPage } from '../components/content-page';
import { DownloadWhitepaperLink } from '../components/download-whitepaper-link';
import { whitepaper } from '../documents/whitepaper';

export default function WhitePaperRoute() {
  return <ContentPage content={whitepaper} actions={<DownloadWhitepaperLink />} />;
}
