import { useId, type ReactNode } from 'react';
import { formatLastUpdated, type ContentDocument } from '../documents/model';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContentBlock } from './content-block';
import { TableOfContents } from './table-of-contents';
import * as S from './content-page.styles';

// Short documents read fine without a table of contents; longer ones need one.
const MIN_SECTIONS_FOR_CONTENTS = 4;

interface ContentPageProps {
  content: ContentDocument;
  /** Shown under the header, e.g. the whitepaper download. */
  actions?: ReactNode;
}

export function ContentPage({ content, actions }: ContentPageProps) {
  useDocumentTitle(content.title);
  const titleId = useId();
  const showContents = content.sections.length >= MIN_SECTIONS_FOR_CONTENTS;
  return (
    <S.Page aria-labelledby={titleId}>
      <S.Header>
        {content.subtitle && <S.Eyebrow>{content.subtitle}</S.Eyebrow>}
        <S.Title id={titleId}>{content.title}</S.Title>
        <S.Lead>{content.lead}</S.Lead>
        <S.Updated>
          Last updated{' '}
          <time dateTime={content.lastUpdated}>{formatLastUpdated(content.lastUpdated)}</time>
        </S.Updated>
        {actions && <S.Actions>{actions}</S.Actions>}
      </S.Header>
      <S.Columns $withContents={showContents}>
        {showContents && <TableOfContents sections={content.sections} />}
        <S.Body>
          {content.sections.map((section) => (
            <S.Section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                <ContentBlock key={index} block={block} />
              ))}
            </S.Section>
          ))}
        </S.Body>
      </S.Columns>
    </S.Page>
  );
}
