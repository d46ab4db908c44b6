// jsdom, plus the web platform globals Node has and jsdom lacks (react-router's redirects
// are fetch Responses; i18next-http-backend uses fetch).
import { TestEnvironment } from 'jest-environment-jsdom';

class JsdomWithFetch extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
    // User Timing marks (the app marks moments for DevTools' timeline and the browser suite).
    this.global.performance.mark = performance.mark.bind(performance);
  }
}

export default JsdomWithFetch;
