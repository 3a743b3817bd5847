import { describePrivacyRights } from '../testing/privacy-rights';

describePrivacyRights('sqlite');
