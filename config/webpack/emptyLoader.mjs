// Turns a stylesheet into an empty module (the prerenderer's bundle needs markup, not CSS).
export default function emptyLoader() {
  return '';
}
