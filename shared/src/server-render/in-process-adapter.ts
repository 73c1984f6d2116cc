import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ApiCall, ApiResponse } from '../portals';

/**
 * What the server refuses to do while rendering: anything but reading (a page whose query posts, such as
 * confirming an e-mail address, does it in the browser, as the visitor).
 */
export class NotOnTheServer extends Error {
  override readonly name = 'NotOnTheServer';
}

/**
 * An axios adapter answering the shared API client's requests in process (the server has no origin to
 * call itself on): same URL building, same statuses and errors as the browser's.
 */
export function inProcessAdapter(callApi: (call: ApiCall) => Promise<ApiResponse>): AxiosAdapter {
  return async (config) => {
    // Axios's own URL of the request (base URL, path, parameters serialized), as the browser's request has it.
    const url = new URL(axios.getUri(config), 'http://server.invalid');
    const method = (config.method ?? 'get').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD')
      throw new NotOnTheServer(`${method} ${url.pathname} is left to the browser`);
    const answer = await callApi({
      method,
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    // The body as the browser's request gives it: axios's own transformResponse (after the adapter) parses the JSON.
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: new AxiosHeaders(answer.headers),
      config,
      request: {},
    };
    // Settled as axios's own adapters settle: no validateStatus accepts every status.
    if (!config.validateStatus || config.validateStatus(answer.status)) return response;
    // As axios's own adapters reject: its message and code, the request's config, the response.
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, response.request, response);
  };
}
