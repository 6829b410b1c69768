// React 19's react/jsx-runtime types, in their shape: its JSX namespace is React.JSX's.
import * as React from './index';

export namespace JSX {
  interface Element extends React.JSX.Element {}
  interface ElementChildrenAttribute extends React.JSX.ElementChildrenAttribute {}
  interface IntrinsicAttributes extends React.JSX.IntrinsicAttributes {}
  interface IntrinsicElements extends React.JSX.IntrinsicElements {}
}
export function jsx(type: unknown, props: unknown, key?: unknown): React.JSX.Element;
export function jsxs(type: unknown, props: unknown, key?: unknown): React.JSX.Element;
export const Fragment: unique symbol;
