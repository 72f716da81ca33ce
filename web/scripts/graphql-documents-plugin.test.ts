import { describe, expect, it } from 'vitest';
import {
  documentExportName,
  documentLiteral,
  replaceDocumentCalls,
} from './graphql-documents-plugin';

const generated = [
  "export const MeDocument = { kind: 'Document', definitions: [] } as unknown as DocumentNode<MeQuery, MeQueryVariables>;",
  'export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition"}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;',
].join('\n');

describe('the graphql() documents of a production build', () => {
  it('are named as codegen names them', () => {
    expect(documentExportName('query Me { me { ...SessionUser } }')).toBe('MeDocument');
    expect(documentExportName('\n  mutation SignOut {\n signOut { message } }')).toBe(
      'SignOutDocument',
    );
    expect(documentExportName('fragment SessionUser on User { _id }')).toBe(
      'SessionUserFragmentDoc',
    );
    expect(() => documentExportName('{ me { _id } }')).toThrow('no named operation');
  });

  it('are read out of the generated module, whatever its formatting', () => {
    expect(documentLiteral(generated, 'MeDocument')).toBe("{ kind: 'Document', definitions: [] }");
    expect(documentLiteral(generated, 'SignOutDocument')).toBe(
      '{"kind":"Document","definitions":[{"kind":"OperationDefinition"}]}',
    );
    expect(() => documentLiteral(generated, 'OrdersDocument')).toThrow(
      'OrdersDocument is not generated',
    );
  });

  it('are imported one module each, keeping every line in place', () => {
    const code = [
      "import { graphql } from '../../gql';",
      'export const MeQuery = graphql(`',
      '  query Me {',
      '    me { _id }',
      '  }',
      '`);',
      'export const SignOutMutation = graphql(`mutation SignOut { signOut { message } }`);',
    ].join('\n');
    const replaced = replaceDocumentCalls(code) ?? '';

    expect(replaced).toMatch(
      /^import __MeDocument from 'virtual:graphql-document\/MeDocument';import __SignOutDocument from 'virtual:graphql-document\/SignOutDocument';/,
    );
    expect(replaced).toContain('export const MeQuery = __MeDocument\n\n\n\n;');
    expect(replaced).toContain('export const SignOutMutation = __SignOutDocument;');
    expect(replaced.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leave code without graphql() calls alone', () => {
    expect(replaceDocumentCalls('const graphqlReady = true;')).toBeNull();
  });
});
