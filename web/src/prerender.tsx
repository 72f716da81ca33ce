// The build renders a visitor's first screen at `/` to HTML with this entry, so the page paints
// before the app's code has arrived; the browser then hydrates it (decision 0153). It renders
// exactly what the browser's first render shows: the session still being checked, an empty cache,
// the dashboard's cards waiting for their figures.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { createSession } from './lib/session/session';

export interface RenderedScreen {
  /** What goes inside `#root`. */
  markup: string;
  /** The `<style>` elements of the rules the markup uses, for the page's head. */
  styleTags: string;
}

const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

/** A client whose every request fails: the build has no gateway to ask, and must not need one. */
function createOfflineClient(): ApolloClient {
  return new ApolloClient({
    link: new ApolloLink((operation) => {
      throw new Error(`The prerender must not send ${operation.operationName}.`);
    }),
    cache: new InMemoryCache(),
  });
}

/**
 * Renders the screen at `/` as a visitor's browser first shows it. It waits for the lazily loaded
 * parts (the footer, the calculator) instead of rendering their fallbacks: a fallback rendered on
 * the server makes the browser throw the boundary's markup away and report a recoverable error.
 */
export async function renderFirstScreen(): Promise<RenderedScreen> {
  const session = createSession();
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <AppProvider state={{ session, client: createOfflineClient() }}>
            <StaticRouter location="/">
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </StrictMode>,
      ),
    );
    const markup = await new Response(prelude).text();
    return { markup, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The app's page with the rendered screen inside `#root` and its style in the head. */
export function prerenderedPage(shell: string, screen: RenderedScreen): string {
  if (!shell.includes(ROOT) || !shell.includes(HEAD_END))
    throw new Error(`The page has no empty ${ROOT} or no ${HEAD_END} to prerender into.`);
  return shell
    .replace(HEAD_END, () => `${screen.styleTags}${HEAD_END}`)
    .replace(ROOT, () => `<div id="root">${screen.markup}</div>`);
}
