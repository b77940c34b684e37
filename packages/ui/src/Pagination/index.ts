export { Pagination, type PaginationLabels, type PaginationProps } from './Pagination';
export { pageRange, pageWindow } from './page-window';
