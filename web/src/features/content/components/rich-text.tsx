import { Fragment } from 'react';
import { Link } from 'react-router';
import { inlineParts, type RichText as RichTextValue } from '../documents/model';

// Site paths go through the router so following a link from the terms does not reload the app.
export function RichText({ text }: { text: RichTextValue }) {
  return inlineParts(text).map((part, index) => {
    const content = part.strong ? <strong>{part.text}</strong> : part.text;
    if (!part.href) return <Fragment key={index}>{content}</Fragment>;
    if (part.href.startsWith('/')) {
      return (
        <Link key={index} to={part.href}>
          {content}
        </Link>
      );
    }
    return (
      <a key={index} href={part.href}>
        {content}
      </a>
    );
  });
}
