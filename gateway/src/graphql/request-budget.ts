// A batch must not multiply the limits of one operation: the operations of one HTTP request share
// one allowance of root fields (each a call to api), aliases and cost, and a request past it is
// refused whole, before any operation runs.
import {
  GraphQLError,
  Kind,
  parse,
  visit,
  visitInParallel,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';

export interface RequestBudget {
  rootFields: number;
  aliases: number;
  cost: number;
  /** The longest document the budget parses itself; a longer one is left to yoga's own limits. */
  tokens: number;
}

export interface RequestWeight {
  rootFields: number;
  aliases: number;
  cost: number;
}

const NOTHING: RequestWeight = { rootFields: 0, aliases: 0, cost: 0 };

/** Response keys of a root selection, fragments included: each one resolves once. */
function rootResponseKeys(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  keys = new Set<string>(),
  visited = new Set<string>(),
): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.name.value.startsWith('__'))
        keys.add(selection.alias?.value ?? selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootResponseKeys(selection.selectionSet, fragments, keys, visited);
    } else if (!visited.has(selection.name.value)) {
      visited.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) rootResponseKeys(fragment.selectionSet, fragments, keys, visited);
    }
  }
  return keys;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  return fragments;
}

function rootFieldsOf(
  document: DocumentNode,
  fragments: Map<string, FragmentDefinitionNode>,
): number {
  let count = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION)
      count += rootResponseKeys(definition.selectionSet, fragments).size;
  }
  return count;
}

/**
 * What one query text weighs; every operation of the document counts. A text that does not parse
 * weighs nothing: it will not run, and yoga answers its syntax error.
 */
export function weighQuery(query: string, maxTokens: number): RequestWeight {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens });
  } catch {
    return NOTHING;
  }
  let aliases = 0;
  let cost = 0;
  // The armor's own rules measure, so that a batch is weighed exactly as each operation is. They
  // read nothing of their context but the document's fragments.
  const fragments = fragmentsOf(document);
  const context = {
    getFragment: (name: string) => fragments.get(name),
  } as unknown as ValidationContext;
  const rules = [
    maxAliasesRule({
      n: Number.MAX_SAFE_INTEGER,
      propagateOnRejection: false,
      onAccept: [(_context, details: { n: number }) => (aliases += details.n)],
    }),
    costLimitRule({
      maxCost: Number.MAX_SAFE_INTEGER,
      propagateOnRejection: false,
      onAccept: [(_context, details: { n: number }) => (cost += details.n)],
    }),
  ];
  visit(document, visitInParallel(rules.map((rule) => rule(context))));
  return { rootFields: rootFieldsOf(document, fragments), aliases, cost };
}

function queryOf(params: unknown): string | null {
  if (typeof params !== 'object' || params === null || !('query' in params)) return null;
  return typeof params.query === 'string' ? params.query : null;
}

export interface RequestBudgetOptions {
  /**
   * The text an operation will run. An operation sent by hash has none of its own yet when the
   * budget weighs the request: the persisted document it stands for is weighed instead.
   */
  textOf?: (params: unknown) => string | null;
}

function refusal(allowance: string, found: number): GraphQLError {
  return new GraphQLError(
    `This request asks for too much at once: its operations may hold ${allowance} in all (found ${found}).`,
    { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } },
  );
}

export function useRequestBudget(
  budget: RequestBudget,
  { textOf = queryOf }: RequestBudgetOptions = {},
): Plugin {
  // The app sends the same few texts again and again; each is weighed once.
  const weights = new Map<string, RequestWeight>();
  function weightOf(query: string): RequestWeight {
    const known = weights.get(query);
    if (known) return known;
    const weight = weighQuery(query, budget.tokens);
    if (query.length <= 20_000) {
      if (weights.size >= 500) weights.delete(weights.keys().next().value as string);
      weights.set(query, weight);
    }
    return weight;
  }

  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          const operations = Array.isArray(requestParserResult)
            ? requestParserResult
            : [requestParserResult];
          const total = { ...NOTHING };
          for (const params of operations) {
            const query = textOf(params);
            if (query === null) continue;
            const weight = weightOf(query);
            total.rootFields += weight.rootFields;
            total.aliases += weight.aliases;
            total.cost += weight.cost;
          }
          if (total.rootFields > budget.rootFields)
            throw refusal(`at most ${budget.rootFields} root fields`, total.rootFields);
          // One operation is held to its own alias and cost limits by the armor, in its words.
          if (operations.length < 2) return;
          if (total.aliases > budget.aliases)
            throw refusal(`at most ${budget.aliases} aliases`, total.aliases);
          if (total.cost > budget.cost)
            throw refusal(`a cost of at most ${budget.cost}`, total.cost);
        },
      };
    },
  };
}
