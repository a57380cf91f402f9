import { client } from '../api/client.gen';

/** What the portal does around every call (lib/api-client.ts): its headers, the progress bar, the session's end. */
export interface CallWatch {
  started(request: Request): void;
  ended(): void;
  answered(response: Response): void;
}

export { client };

/** Sets the client up for the portal's calls; runs once, when the client first loads. */
export function watchCalls(watch: CallWatch): void {
  client.setConfig({ baseUrl: '', credentials: 'same-origin' });
  client.interceptors.request.use((request) => {
    watch.started(request);
    return request;
  });
  client.interceptors.response.use((response) => {
    watch.ended();
    watch.answered(response);
    return response;
  });
  client.interceptors.error.use((error) => {
    watch.ended();
    return error;
  });
}
