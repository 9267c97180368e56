/** Rows a report table shows at a time (ReportTable); the benchmark waits for that many. */
export const REPORT_PAGE_SIZE = 50;
