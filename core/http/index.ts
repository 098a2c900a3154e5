// The one network layer. Islands call these from their api.ts; nothing else imports ky or fetch.
// Tracking events listen to the tracked calls' replies as the layer loads.
import './tracking';
export { ShopApiError, isShopApiError, isAbortError, displayUrl } from './errors';
export type { ShopApiErrorKind, ShopApiErrorInit } from './errors';
export { TIMEOUTS, RETRY_DELAY_MS, api, resolveUrl, getJson, postForm, postFormData, postJson, getPage, postText, postPage } from './client';
export type { RequestOptions, GetOptions, PostJsonOptions, PostTextOptions, SearchParams, TextBody, PageReply } from './client';
export { graphql, graphqlUrl, graphqlError } from './graphql';
export type { GraphqlOptions, GraphqlErrorItem, GraphqlMarker } from './graphql';
export { gqlArgs, gqlValue, gqlString, gqlEnum, gqlId, gqlAlias, GqlEnum, GqlId } from './gql-literal';
