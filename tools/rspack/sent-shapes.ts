/**
 * What a remote's endpoints SEND, read from their types: for each endpoint of
 * `injectRemoteEndpoints(remote, (build) => ({ name: build.query|mutation({ query | queryFn }) }))` in
 * the remote's `*.api.ts` files, the TypeScript type of the `body` and `params` its `query` returns (or
 * that its `queryFn` passes to the base query), as JSON Schema. The build writes it into
 * operations.json beside each call; `tools/remotes.mjs deploy|candidate` compares it with the request
 * schemas of the API's document (decision 0317).
 *
 * Types, not a run of the code: a field added to what an endpoint sends is in its type unless it is
 * cast away, so no code path without a cast leaves it out. An `any` body is written as such and
 * refused at release: the check cannot see through it.
 */
import path from 'node:path';
import ts from 'typescript';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  /** A value the check cannot read: 'any', or a class such as FormData (not JSON). */
  'x-sent'?: string;
}

/** One request an endpoint makes: its JSON body and query parameters, when it has them. */
export interface SentShape {
  body?: JsonSchema;
  params?: JsonSchema;
}

const MAX_DEPTH = 10;

function schemaOf(checker: ts.TypeChecker, type: ts.Type, depth = 0): JsonSchema {
  if (depth > MAX_DEPTH) return {};
  const f = type.flags;
  // A whole body of no type hides its fields: refused at release. A field of no type (zod's coerced
  // input is `unknown`) has a known name: only its type is left unchecked.
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return depth === 0 ? { 'x-sent': 'any' } : {};
  if (f & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
  if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
  if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean' };
  if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { type: 'string' };
  if (f & ts.TypeFlags.Number) return { type: 'number' };
  if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
  if (f & ts.TypeFlags.Null) return { type: 'null' };
  if (type.isUnion()) return unionOf(type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void))).map((t) => schemaOf(checker, t, depth + 1)));
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const [item] = checker.getTypeArguments(type as ts.TypeReference);
    return { type: 'array', items: item ? schemaOf(checker, item, depth + 1) : {} };
  }
  const declaration = type.getSymbol()?.declarations?.[0];
  // A class or interface of the platform (FormData, Blob, Date...): not a JSON object the check can compare.
  if (declaration && (ts.isInterfaceDeclaration(declaration) || ts.isClassDeclaration(declaration)) && /[\\/]node_modules[\\/]/.test(declaration.getSourceFile().fileName)) {
    return { 'x-sent': checker.typeToString(type) };
  }
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    const propertyType = checker.getTypeOfSymbol(property);
    // Functions and `undefined` are not in JSON (`{}` of `cond ? { a } : {}` is `{ a?: undefined }` to TypeScript).
    if (propertyType.getCallSignatures().length || propertyType.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) continue;
    properties[property.name] = schemaOf(checker, propertyType, depth + 1);
    if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
  }
  const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
  return { type: 'object', properties, required, ...(index ? { additionalProperties: schemaOf(checker, index.type, depth + 1) } : {}) };
}

/** Literals of one type joined into one enum (`'a' | 'b'`, `true | false`); the rest as anyOf. */
function unionOf(members: JsonSchema[]): JsonSchema {
  const merged: JsonSchema[] = [];
  for (const member of members) {
    const same = merged.find((m) => m.type === member.type && typeof member.type === 'string' && !member.properties && !member.items);
    if (same && member.type !== 'object' && member.type !== 'array') {
      if (same.enum && member.enum) same.enum = [...new Set([...same.enum, ...member.enum])];
      else delete same.enum;
    } else merged.push({ ...member });
  }
  return merged.length === 1 ? merged[0] : { anyOf: merged };
}

/** The `body` and `params` of a request's type (`string` or FetchArgs). */
function shapeOfRequest(checker: ts.TypeChecker, request: ts.Type): SentShape {
  const shape: SentShape = {};
  for (const key of ['body', 'params'] as const) {
    const member = checker.getPropertyOfType(checker.getNonNullableType(request), key);
    if (!member) continue;
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(member));
    if (!(type.flags & ts.TypeFlags.Never)) shape[key] = schemaOf(checker, type);
  }
  return shape;
}

function propertyNamed(literal: ts.ObjectLiteralExpression, name: string) {
  return literal.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);
}

/** The requests one endpoint definition (`{ query }` or `{ queryFn }`) makes. */
function shapesOfDefinition(checker: ts.TypeChecker, options: ts.ObjectLiteralExpression): SentShape[] {
  const query = propertyNamed(options, 'query');
  if (query) {
    const signature = checker.getSignaturesOfType(checker.getTypeAtLocation(ts.isPropertyAssignment(query) ? query.initializer : query), ts.SignatureKind.Call)[0];
    return signature ? [shapeOfRequest(checker, signature.getReturnType())] : [];
  }
  const queryFn = propertyNamed(options, 'queryFn');
  const fn = queryFn && ts.isPropertyAssignment(queryFn) ? queryFn.initializer : queryFn;
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isMethodDeclaration(fn))) return [];
  const baseQuery = fn.parameters[3]?.name;
  if (!baseQuery || !ts.isIdentifier(baseQuery)) return [];
  const shapes: SentShape[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === baseQuery.text && node.arguments[0]) {
      shapes.push(shapeOfRequest(checker, checker.getTypeAtLocation(node.arguments[0])));
    }
    ts.forEachChild(node, visit);
  };
  visit(fn);
  return shapes;
}

/** The object literal `(build) => ({ ... })` returns. */
function endpointsLiteral(fn: ts.Expression): ts.ObjectLiteralExpression | undefined {
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return undefined;
  let body: ts.Node = fn.body;
  while (ts.isParenthesizedExpression(body)) body = body.expression;
  return ts.isObjectLiteralExpression(body) ? body : undefined;
}

/**
 * What each endpoint `remote` injects from `files` sends, by the endpoint's name in the remote
 * (`createPackage`, not yet `adminCreatePackage`), one entry per request it makes.
 */
export function sentShapes(tsconfig: string, files: string[], remote: string): Map<string, SentShape[]> {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, { noEmit: true, skipLibCheck: true }, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const program = ts.createProgram({ rootNames: files, options: config?.options ?? {} });
  const checker = program.getTypeChecker();
  const shapes = new Map<string, SentShape[]>();
  for (const file of files) {
    const source = program.getSourceFile(path.resolve(file));
    if (!source) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'injectRemoteEndpoints') {
        const [name, endpoints] = node.arguments;
        const literal = endpoints && endpointsLiteral(endpoints);
        if (name && ts.isStringLiteral(name) && name.text === remote && literal) {
          for (const property of literal.properties) {
            if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
            const call = property.initializer;
            if (!ts.isCallExpression(call) || !call.arguments[0] || !ts.isObjectLiteralExpression(call.arguments[0])) continue;
            shapes.set(property.name.text, shapesOfDefinition(checker, call.arguments[0]));
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return shapes;
}
