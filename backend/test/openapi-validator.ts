import Ajv, { type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Schema = Record<string, unknown>;

/** The committed API document, the one the SPA's client is generated from. */
export function loadOpenApi(): { paths: Record<string, Record<string, Schema>>; components: { schemas: Record<string, Schema> } } {
  return JSON.parse(readFileSync(resolve(__dirname, '../../openapi.json'), 'utf8'));
}

/** The schema names reachable from `root` through `$ref`s. */
export function reachable(schemas: Record<string, Schema>, root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string') {
          const name = inner.replace('#/components/schemas/', '');
          if (!seen.has(name)) {
            seen.add(name);
            visit(schemas[name]);
          }
        } else visit(inner);
      }
    }
  };
  visit(schemas[root]);
  return seen;
}

/**
 * A validator of one call's 200 answer. `closed` names the object schemas that may hold no property
 * they do not declare, so a part the server sends and the document does not name fails too. Ajv
 * checks a `discriminator` by each member's own value of the property and does not read `mapping`,
 * so the mapping is left out here (the test checks it against the members separately).
 */
export function answerValidator(path: string, closed: Set<string>): ValidateFunction {
  const document = loadOpenApi();
  const schemas = structuredClone(document.components.schemas);
  for (const [name, schema] of Object.entries(schemas)) {
    const discriminator = schema.discriminator as { mapping?: unknown } | undefined;
    if (discriminator) delete discriminator.mapping;
    if (closed.has(name) && schema.properties) schema.additionalProperties = false;
  }
  const responses = document.paths[path].post.responses as Record<string, { content: Record<string, { schema: Schema }> }>;
  const ajv = new Ajv({ strict: false, discriminator: true, allErrors: true, validateFormats: false });
  ajv.addSchema({ components: { schemas } }, 'api');
  const ref = JSON.stringify(responses['200'].content['application/json'].schema).replace(/#\/components/g, 'api#/components');
  return ajv.compile(JSON.parse(ref));
}
