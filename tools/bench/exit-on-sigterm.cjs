// Preloaded (node --require) into an API the bench profiles with --cpu-prof: Node writes the profile only
// when the process exits by itself, so SIGTERM becomes an ordinary exit.
process.once('SIGTERM', () => process.exit(0));
