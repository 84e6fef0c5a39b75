// Start-up in short steps, each a task of its own: evaluating the whole app in one piece took one
// long task (about 400 ms on a phone's CPU) in which the page, painted from the server's HTML on the
// signed-out pages, could not answer a tap. First the first screen's waits start (first-screen.ts),
// then the libraries the first render needs are evaluated one by one while they run, then the app
// renders or hydrates (bootstrap.tsx). Every step is in this same file ('eager'): no extra request.
// The shell shares nothing at start-up (it hands its modules to remotes through the federation
// runtime, loaded with the first remote page: app/remotes/federation.ts), so it needs no async
// boundary of module federation before rendering.

/** Resolves in a new task, so the browser paints and handles input between two steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const { beginFirstScreen } = await import(/* webpackMode: "eager" */ './app/first-screen');
  const language = beginFirstScreen();
  const steps = [() => import(/* webpackMode: "eager" */ 'react-dom/client'), () => import(/* webpackMode: "eager" */ './app/app')];
  for (const step of steps) {
    await nextTask();
    await step();
  }
  await language.catch(() => undefined);
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
