export const PAGE_SIZE = 20;
export const DEFAULT_FROM = '2024-01-01';
