/** Ends the current task, so the browser can handle input and paint before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
