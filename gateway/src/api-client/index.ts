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
  type ApiTransport,
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

/**
 * The methods are made once per process, on a prototype, and read their transport from the
 * client: a request builds one small object, not a closure per operation of api.
 */
class BoundClient {
  constructor(readonly transport: ApiTransport) {}

  download(id: OperationId, input: AnyOperationInput = {}): Promise<ApiFile> {
    return this.transport.download(pathOf(id, input));
  }
}

for (const id of Object.keys(apiOperations) as OperationId[]) {
  const { method } = apiOperations[id];
  Object.defineProperty(BoundClient.prototype, id, {
    value: function call(this: BoundClient, input: AnyOperationInput = {}) {
      return this.transport.request(method, pathOf(id, input), input.body, id);
    },
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  // Each method is typed by the mapped type above; at run time they are all the same call.
  return new BoundClient(createApiTransport(options)) as unknown as ApiClient;
}
