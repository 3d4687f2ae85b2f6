import type { NavigateOptions, To } from 'react-router-dom';

// react-router types navigate() as `void | Promise<void>` because a data router returns a
// promise; this app uses <BrowserRouter> (declarative mode, routes.tsx), where it returns
// nothing. Narrowing it, as react-router's own docs advise, keeps no-floating-promises meaningful
// instead of a `void` before every navigate().
declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
