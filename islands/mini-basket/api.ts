// The mini-basket's basket call is the shared one (core/store/basket-fetch): POST
// /graphql/v1/?query=basket, `query { basket(BasketCostInput: {}) { … } }` (reference section 2).
export { BASKET_DETAILS, basketDocument, fetchBasket, mapBasket, type BasketDetails } from '../../core/store/basket-fetch';
