// The app's operations travel by hash (decision 0092): codegen persisted every document of the app
// at build time and wrote the SHA-256 of its normalised text into the document (`__meta__.hash`),
// and the gateway knows each one by that hash. Should the gateway not know one (a gateway older
// than this app), Apollo's automatic persisted queries send the text once with the same hash; the
// text is printed the way codegen printed it, so that its hash is the one announced.
import type { DocumentNode } from 'graphql';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { BaseHttpLink } from '@apollo/client/link/http';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';

/** Prints an operation as codegen did for its persisted hash: sorted, on one line. */
export const printPersisted: BaseHttpLink.Printer = (node, originalPrint) =>
  node.kind === 'Document' ? printExecutableGraphQLDocument(node) : originalPrint(node);

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hash codegen gave a document of the app, if it is one. */
export function buildTimeHashOf(document: DocumentNode): string | undefined {
  const { __meta__: meta } = document as { __meta__?: { hash?: unknown } };
  return typeof meta?.hash === 'string' ? meta.hash : undefined;
}

/** The hash codegen gave the document; computed for a document it never saw. */
export function persistedHashOf(document: DocumentNode): Promise<string> {
  const hash = buildTimeHashOf(document);
  return hash ? Promise.resolve(hash) : sha256(printExecutableGraphQLDocument(document));
}

export function createPersistedOperationsLink(): PersistedQueryLink {
  return new PersistedQueryLink({ generateHash: persistedHashOf });
}
