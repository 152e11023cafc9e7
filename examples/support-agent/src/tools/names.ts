export const LOOKUP_ORDER = 'lookup_order';
export const REFUND_ORDER = 'refund_order';
export const SEARCH_HELP_CENTER = 'search_help_center';
