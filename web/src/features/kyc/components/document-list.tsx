import styled from 'styled-components';
import { Button } from '../../../components/button';
import { formatFileSize } from '../../../lib/format-file-size';
import { DocumentPreview } from './document-preview';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// Files have no identity of their own: each gets a number for as long as it is on screen, so
// removing one leaves the others' previews in place.
const keys = new WeakMap<File, number>();
let lastKey = 0;
function keyOf(file: File): number {
  const key = keys.get(file) ?? ++lastKey;
  keys.set(file, key);
  return key;
}

interface DocumentListProps {
  files: readonly File[];
  onRemove: (file: File) => void;
}

/** The chosen documents with their previews, names and sizes, each with a way to remove it. */
export function DocumentList({ files, onRemove }: DocumentListProps) {
  if (files.length === 0) return null;
  return (
    <List aria-label="Chosen documents">
      {files.map((file) => (
        <Item key={keyOf(file)}>
          <DocumentPreview file={file} />
          <Name>
            {file.name}
            <small>{formatFileSize(file.size)}</small>
          </Name>
          <Button
            $variant="ghost"
            aria-label={`Remove ${file.name}`}
            onClick={() => onRemove(file)}
          >
            Remove
          </Button>
        </Item>
      ))}
    </List>
  );
}
