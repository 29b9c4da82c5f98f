// The wire of GET /.well-known/ai-catalog.json: an Agentic Resource Discovery manifest (ARD spec
// 1.0, https://agenticresourcediscovery.org/spec/), the subset of its schema the store fills in.
import { Type, type Static } from 'typebox';

export const AiCatalogEntry = Type.Object(
  {
    identifier: Type.String({ pattern: '^urn:air:[a-zA-Z0-9.-]+(:[a-zA-Z0-9._-]+)+$', description: 'urn:air:<publisher>:<namespace>:<name>' }),
    displayName: Type.String(),
    type: Type.String({ description: 'Media type of the artifact the entry points to.' }),
    url: Type.String({ format: 'uri' }),
    description: Type.String(),
    tags: Type.Array(Type.String()),
    capabilities: Type.Array(Type.String(), { description: 'Names of the WebMCP tools the skill uses.' }),
    representativeQueries: Type.Array(Type.String(), { minItems: 2, maxItems: 5 }),
    version: Type.String(),
  },
  { additionalProperties: false },
);
export type AiCatalogEntry = Static<typeof AiCatalogEntry>;

export const AiCatalog = Type.Object(
  {
    specVersion: Type.Literal('1.0'),
    host: Type.Object({ displayName: Type.String(), documentationUrl: Type.String({ format: 'uri' }) }, { additionalProperties: false }),
    entries: Type.Array(AiCatalogEntry),
  },
  { additionalProperties: false },
);
export type AiCatalog = Static<typeof AiCatalog>;
