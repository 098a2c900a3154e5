// The one network layer. Islands call these from their api.ts; nothing else imports ky or fetch.
export { ShopApiError, isShopApiError, isAbortError, displayUrl } from './errors';
export type { ShopApiErrorKind, ShopApiErrorInit } from './errors';
export { TIMEOUTS, RETRY_DELAY_MS, api, resolveUrl, getJson, postForm, postFormData, postJson, getText, postText } from './client';
export type { RequestOptions, GetOptions, PostJsonOptions, SearchParams, TextBody } from './client';
export { graphql, graphqlUrl } from './graphql';
export type { GraphqlOptions, GraphqlErrorItem } from './graphql';
