/**
 * A field's text as the browser holds it ('' when missing, or a file): forms with uncontrolled
 * fields read their values on submit, so nothing typed before hydration is lost.
 */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
