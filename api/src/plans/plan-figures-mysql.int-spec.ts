import { describePlanFigures } from './testing/plan-figures-suite';

/** The owner's plan figures on MariaDB (the same on SQLite: plan-figures.int-spec.ts). */
describePlanFigures('mysql');
