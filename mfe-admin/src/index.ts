// Async boundary: the shared singletons (react, the store's libs, ...) are negotiated before bootstrap runs.
import('./bootstrap');
