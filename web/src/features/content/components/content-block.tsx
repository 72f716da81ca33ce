import { ColumnHeadings } from '../../../components/table-columns';
import type { ContentBlock as ContentBlockValue } from '../documents/model';
import { RichText } from './rich-text';
import {
  Callout,
  CalloutText,
  CalloutTitle,
  List,
  Paragraph,
  Table,
  TableScroller,
} from './content-block.styles';

const WIDE_TABLE_COLUMNS = 4;

export function ContentBlock({ block }: { block: ContentBlockValue }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Paragraph>
          <RichText text={block.text} />
        </Paragraph>
      );
    case 'list':
      return (
        <List as={block.ordered ? 'ol' : 'ul'}>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    case 'table':
      // On a phone each row is a card of labelled cells (cardRowsBelow); the roles are restated
      // because re-displayed table elements lose them. Between, a wide table scrolls sideways,
      // so the scroller is focusable for keyboard users.
      return (
        <TableScroller role="region" aria-label={block.caption} tabIndex={0}>
          <Table role="table" $wide={block.columns.length >= WIDE_TABLE_COLUMNS}>
            <caption>{block.caption}</caption>
            <ColumnHeadings columns={block.columns} />
            <tbody role="rowgroup">
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} role="row">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={cellIndex} scope="row" role="rowheader">
                        {cell}
                      </th>
                    ) : (
                      <td key={cellIndex} role="cell" data-label={block.columns[cellIndex]}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      );
    case 'callout':
      return (
        <Callout role="note" aria-label={block.title} $tone={block.tone}>
          <CalloutTitle>{block.title}</CalloutTitle>
          <CalloutText>
            <RichText text={block.text} />
          </CalloutText>
        </Callout>
      );
  }
}
