const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

const styles = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 960px; padding: 0 1rem; color: #1d2433; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #e3e6ec; vertical-align: top; }
  th { background: #f5f6f8; }
  code, pre { background: #f5f6f8; padding: .1rem .3rem; border-radius: 3px; }
  pre { padding: .8rem; white-space: pre-wrap; word-break: break-word; }
  iframe { width: 100%; height: 60vh; border: 1px solid #e3e6ec; }
  .muted { color: #667085; }
`;

/** Wraps page content that is already escaped into a full document. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
