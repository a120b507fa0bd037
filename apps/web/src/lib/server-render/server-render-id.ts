/**
 * The id of the `<script type="application/json">` element the page server writes beside a
 * server-rendered page (server-render-data.ts). Its own module: the entry reads only this.
 */
export const serverRenderDataId = 'server-render-data';
