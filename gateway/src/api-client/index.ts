// The api client every resolver uses: one named method per REST operation of api, typed by the
// types generated from api's OpenAPI document (`npm run codegen`), over the one transport.
import { apiOperations } from '../generated/api-operations.js';
import {
  pathOf,
  type AnyOperationInput,
  type EnvelopeOperationId,
  type FileOperationId,
  type OperationArgs,
  type OperationData,
  type OperationId,
} from './operations.js';
import {
  createApiTransport,
  type ApiFile,
  type ApiResult,
  type ApiTransportOptions,
} from './transport.js';

export type { ApiCall, ApiFile, ApiResult } from './transport.js';
export type { FileOperationId } from './operations.js';
export type { OperationData, OperationInput } from './operations.js';

/**
 * `api.getOrder({ params: { purchaseId } })`: the operation's envelope data and message;
 * `api.download('getOrderReceipt', { params: { purchaseId } })`: a file operation's bytes.
 */
export type ApiClient = {
  readonly [Id in EnvelopeOperationId]: (
    ...args: OperationArgs<Id>
  ) => Promise<ApiResult<OperationData<Id>>>;
} & {
  download<Id extends FileOperationId>(id: Id, ...args: OperationArgs<Id>): Promise<ApiFile>;
};

export type ApiClientOptions = ApiTransportOptions;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createApiTransport(options);
  const call =
    (id: OperationId) =>
    (input: AnyOperationInput = {}) =>
      transport.request(apiOperations[id].method, pathOf(id, input), input.body, id);
  const ids = Object.keys(apiOperations) as OperationId[];
  const download = (id: OperationId, input: AnyOperationInput = {}) =>
    transport.download(pathOf(id, input));
  // Each method is typed by the mapped type above; at run time they are all the same call.
  return {
    ...Object.fromEntries(ids.map((id) => [id, call(id)])),
    download,
  } as unknown as ApiClient;
}
