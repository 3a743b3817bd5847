import { describePlanFigures } from './testing/plan-figures-suite';

/** The owner's plan figures on SQLite (the same on MariaDB: plan-figures-mysql.int-spec.ts). */
describePlanFigures('sqlite');
