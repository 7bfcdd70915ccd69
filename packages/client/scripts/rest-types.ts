/**
 * The REST types of @postpilot/client (src/openapi.generated.ts), written by openapi-typescript from
 * the OpenAPI document the server serves at /api/openapi.json. Used by `npm run client:generate` and
 * by the test that checks the committed file is up to date (test/client/typed-client.test.ts).
 */
import openapiTS, { astToString } from "openapi-typescript";

export const REST_TYPES_FILE = "packages/client/src/openapi.generated.ts";

const HEADER = `/**
 * The REST API's types, generated from the served OpenAPI document (/api/openapi.json) by
 * openapi-typescript. Do not edit: run \`npm run client:generate\`.
 */
`;

export async function restTypesSource(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return `${HEADER}${astToString(ast)}`;
}
