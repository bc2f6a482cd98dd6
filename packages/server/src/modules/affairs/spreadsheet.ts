/** The one spreadsheet writer moved to lib/ (process statistics export with it, issue 34); the mechanism's files import it from here. */
export * from '../../lib/spreadsheet.js';
