/// <reference types="vite/client" />

/** A message catalogue compiled for @lingui/core at build time (lingui-catalog.ts). */
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
