// A loader's answer for an unknown slug or id: react-router's 404 response, which the route's
// errorElement shows as the not-found page. react-router's API is to throw the response, not an
// Error: the one place that does so.
import { data } from 'react-router-dom';

export function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw data(null, { status: 404 });
}
