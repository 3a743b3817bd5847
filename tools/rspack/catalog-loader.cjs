/**
 * Compiles a message catalog (`locales/<language>.json`: ICU messages by id) at build time, so the
 * browser gets Lingui's compiled form and never the ICU parser (@lingui/core leaves its compiler out
 * of production builds). A message that does not parse fails the build.
 */
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

module.exports = function catalogLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${error.message}`);
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};
