// `npm run lint:docs` (in `npm run lint`): every relative link and heading anchor in the Markdown files
// resolves, offline (links to other sites are not fetched: CI has no network to spare, and they are not ours to keep).
import remarkValidateLinks from 'remark-validate-links';

export default {
  plugins: [[remarkValidateLinks, { repository: false }]],
};
