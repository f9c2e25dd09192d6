// The feature catalogue and its search: pure data and functions for the page, the worker and the tests.
export * from './catalogue';
export * from './search';
