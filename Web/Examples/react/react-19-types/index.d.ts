// The part of React 19's own types (@types/react 19) that a page with a custom element
// compiles against, in its shape: `React.JSX.IntrinsicElements`, which a custom element's
// declarations extend by module augmentation, and the hooks this example calls. (No React
// types are packaged for Debian; with React installed, delete this folder and its `paths`.)
export = React;
export as namespace React;

declare namespace React {
  type ReactNode = string | number | boolean | null | undefined | JSX.Element | Iterable<ReactNode>;
  type Key = string | number | bigint;
  interface Attributes { key?: Key | null | undefined }
  function useState<S>(initial: S | (() => S)): [S, (value: S | ((previous: S) => S)) => void];

  namespace JSX {
    interface Element { readonly type: unknown; readonly props: unknown; readonly key: string | null }
    interface ElementChildrenAttribute { children: {} }
    interface IntrinsicAttributes extends React.Attributes {}
    interface IntrinsicElements {
      section: { children?: ReactNode };
      p: { children?: ReactNode };
      img: { src?: string; alt?: string; loading?: 'lazy' | 'eager'; key?: Key };
    }
  }
}
