// Async boundary: the shared singletons are set up before bootstrap (and the app) runs.
import('./bootstrap');
