/**
 * The release check of a remote's calls (tools/remotes.mjs deploy|candidate, decision 0317): each call
 * its build recorded in operations.json (method, path, and the JSON Schema of the body and query
 * parameters it sends, read from the endpoints' types by tools/rspack/sent-shapes.ts) against the
 * OpenAPI document of the API the remote will run against. Refused: an operation the document lacks,
 * a field or query parameter it does not declare, a required one not (always) sent, a type or enum
 * value it does not take.
 */
import { arrayItemsOf, jsonSchemaOf, objectOf, resolve, typesOf } from './lint/openapi-breaking.mjs';

/** The operation of the document that answers a call (a `{param}` of the document takes any one segment), if any. */
function operationOf(document, { method, path }) {
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    const pattern = new RegExp(`^${template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`);
    const operation = item[method.toLowerCase()];
    if (operation && pattern.test(path)) return operation;
  }
  return undefined;
}

/** A type TypeScript can name sent where the document takes `accepted` (TypeScript has no integer: a number may be one). */
const fits = (type, accepted) => accepted.has(type) || (type === 'number' && accepted.has('integer'));

/** What of a sent value (JSON Schema from the remote's types) the accepted schema does not take: undeclared fields, missing required ones, wrong types. */
function sentProblems(document, sent, accepted, where, problems = [], depth = 0) {
  if (depth > 10 || !sent || sent['x-sent'] !== undefined) return problems; // an opaque value (FormData) or one of no type
  if (sent.anyOf) {
    for (const branch of sent.anyOf) sentProblems(document, branch, accepted, where, problems, depth + 1);
    return problems;
  }
  const sentTypes = [sent.type ?? []].flat();
  const acceptedTypes = typesOf(document, accepted);
  const wrong = acceptedTypes ? sentTypes.filter((type) => !fits(type, acceptedTypes)) : [];
  if (wrong.length) {
    problems.push(`${where} is ${wrong.join('|')}, the API takes ${[...acceptedTypes].join('|')}`);
    return problems;
  }
  const schema = resolve(document, accepted);
  const acceptedEnum = schema.enum ?? (schema.anyOf ?? schema.oneOf ?? []).flatMap((branch) => resolve(document, branch).enum ?? []);
  const unknown = acceptedEnum.length ? (sent.enum ?? []).filter((value) => !acceptedEnum.includes(value)) : [];
  if (unknown.length) problems.push(`${where} may be ${unknown.map((value) => JSON.stringify(value)).join(', ')}, which the API does not take`);
  if (sent.properties) {
    const object = objectOf(document, schema);
    if (object) {
      const fields = object.properties ?? {};
      const open = object.additionalProperties === true || (typeof object.additionalProperties === 'object' && Object.keys(object.additionalProperties).length > 0);
      for (const [field, value] of Object.entries(sent.properties)) {
        if (field in fields) sentProblems(document, value, fields[field], `${where}.${field}`, problems, depth + 1);
        else if (!open) problems.push(`${where}.${field} is not a field the API declares`);
      }
      for (const field of object.required ?? []) {
        if (!(field in sent.properties)) problems.push(`${where}.${field} is required by the API and not sent`);
        else if (!sent.required?.includes(field)) problems.push(`${where}.${field} is required by the API and not always sent`);
      }
    }
  }
  const items = arrayItemsOf(document, schema);
  if (sent.items && items) sentProblems(document, sent.items, items, `${where}[]`, problems, depth + 1);
  return problems;
}

/** Query parameters travel as text: only their names, the required ones and their enum values are compared. */
function paramProblems(document, sent, declared, where) {
  const query = new Map(declared.map((parameter) => resolve(document, parameter)).filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, parameter]));
  const problems = [];
  for (const [name, value] of Object.entries(sent?.properties ?? {})) {
    const parameter = query.get(name);
    if (!parameter) problems.push(`${where} ${name} is not a query parameter the API declares`);
    else if (value.enum && resolve(document, parameter.schema).enum) {
      const unknown = value.enum.filter((v) => !resolve(document, parameter.schema).enum.some((taken) => String(taken) === String(v)));
      if (unknown.length) problems.push(`${where} ${name} may be ${unknown.map((v) => JSON.stringify(v)).join(', ')}, which the API does not take`);
    }
  }
  for (const [name, parameter] of query) {
    if (!parameter.required) continue;
    if (!(name in (sent?.properties ?? {}))) problems.push(`${where} ${name} is required by the API and not sent`);
    else if (!sent.required?.includes(name)) problems.push(`${where} ${name} is required by the API and not always sent`);
  }
  return problems;
}

/** What one call sends that its operation does not take (decision 0317). */
function callProblems(document, call, operation) {
  const problems = paramProblems(document, call.params, operation.parameters ?? [], 'query');
  if (!call.body) return problems;
  if (call.body['x-sent'] === 'any') return [...problems, 'body is of no type (any): the check cannot see its fields; type it with the contract'];
  if (call.body['x-sent'] !== undefined) return problems; // FormData and the like: not JSON
  if (!operation.requestBody) return [...problems, 'sends a body the API does not take'];
  const accepted = jsonSchemaOf(document, operation.requestBody);
  return accepted ? sentProblems(document, call.body, accepted, 'body', problems) : [...problems, 'sends a JSON body the API does not take as JSON'];
}

/** Every refusal for a build's calls: an operation the document lacks, or what a call sends that it does not take. */
export function contractProblems(operations, document) {
  return operations.flatMap((call) => {
    const operation = operationOf(document, call);
    const named = `${call.method} ${call.path} (${call.endpoint})`;
    if (!operation) return [`${named}: the API does not answer it`];
    return [...new Set(callProblems(document, call, operation))].map((problem) => `${named}: ${problem}`); // once, whichever branch of a union says it
  });
}
