/** `/__e2e__/render-error` (VITE_E2E_HOOKS builds only): throws while rendering. */
export function RenderErrorPage(): never {
  throw new Error('Boom from the render');
}
