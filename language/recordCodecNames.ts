// The names of the platform's record codecs (server/records/recordCodecs.ts), which a record declaration
// names in `codecs` (language/recordTypes.ts). Names only: the codecs read the platform's data.
export type RecordCodecName = 'dashboardFilters';
