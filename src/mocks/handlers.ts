// MSW handlers that hand every request to the Demo base URL to the mock service.
import { HttpResponse, delay, http } from 'msw';
import { DEMO_BASE_URL } from '../connections/demo';
import type { MockService } from './service';

export function createHandlers(service: MockService, baseUrl = DEMO_BASE_URL) {
  // The service sees paths from /v1 on, whatever path the base URL has (the Demo's: /demo-service).
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, '');
  return [
    http.all(`${baseUrl}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const result = service.handle({
        method: request.method,
        path: url.pathname.slice(basePath.length),
        header: (name) => request.headers.get(name),
        bodyText: await request.text(),
      });
      if (result.delayMs > 0) await delay(result.delayMs);
      if (result.networkError) return HttpResponse.error();
      return new HttpResponse(result.body ?? null, {
        status: result.status,
        headers: result.headers,
      });
    }),
  ];
}
