// Every element of the public schema says what it is (DESIGN.md §5, decision 0090): this lists
// those that do not, for the test that keeps schema.graphql documented.
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';

function described(description: string | null | undefined): boolean {
  return typeof description === 'string' && description.trim() !== '';
}

/**
 * The schema coordinates (`Type`, `Type.field`, `Type.field(argument:)`, `Enum.VALUE`) of every
 * type, field, argument, input field, enum value and custom scalar without a description, or with
 * one that is empty or only whitespace; `schema` when the schema itself has none.
 */
export function undescribedElements(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (coordinate: string, description: string | null | undefined) => {
    if (!described(description)) missing.push(coordinate);
  };
  check('schema', schema.description);
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const argument of field.args)
          check(`${type.name}.${field.name}(${argument.name}:)`, argument.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  return missing.sort();
}
