/** The page states, in one import for the remotes (the shell imports the files one by one to lazy-load PageError). */
export { PageSpinner } from './page-spinner';
export { PageError, type PageErrorProps } from './page-error';
export { EmptyState, type EmptyStateProps } from './empty-state';
