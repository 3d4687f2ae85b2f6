import { API_OPERATIONS, type OperationId } from '@gems/contracts/openapi';

/** An operation's path from the catalogue with its `{params}` filled in (each URL-encoded). */
export const operationPath = (id: OperationId, params: Record<string, string | number> = {}): string =>
  API_OPERATIONS[id].path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
