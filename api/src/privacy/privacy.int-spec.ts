import { describePrivacyRights } from '../testing/privacy-rights';

describePrivacyRights('mysql');
