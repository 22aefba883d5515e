/**
 * Who is in office (docs/principles.md, "Congress turns over"): a member whose last term has
 * ended before today, or whom the roster no longer lists, is a former member. One rule for the
 * catalog, the pledge route, the departure notices and the pages.
 */

export interface OfficeRecord {
  /** yyyy-MM-dd: the end of the member's latest term on record. */
  termEnd: string;
  /** yyyy-MM-dd: the day a data refresh found the member missing from the roster; null if listed. */
  droppedFromRosterOn: string | null;
}

export interface OfficeStatus {
  inOffice: boolean;
  /** yyyy-MM-dd: the term's end, or the day the roster dropped them, whichever came first; null in office. */
  leftOffice: string | null;
}

export function officeStatus(record: OfficeRecord, today: string): OfficeStatus {
  const ended = record.termEnd < today ? record.termEnd : null;
  const dates = [ended, record.droppedFromRosterOn].filter((d): d is string => d !== null).sort();
  return dates.length === 0
    ? { inOffice: true, leftOffice: null }
    : { inOffice: false, leftOffice: dates[0]! };
}

/** A Congress ends, and its terms with it, on 3 January (20th Amendment). */
export function endsWithCongress(day: string): boolean {
  return day.endsWith("-01-03");
}

/**
 * Whether the data says the member has really gone, so their pledgers may be told: the roster no
 * longer lists them, or a term ended on another day than a Congress's end (an appointment that ran
 * to a special election). A term that simply reached 3 January without a newer roster only means
 * the data is waiting for the next Congress: most members are re-elected.
 */
export function departureConfirmed(record: OfficeRecord, today: string): boolean {
  if (record.droppedFromRosterOn !== null) return true;
  return record.termEnd < today && !endsWithCongress(record.termEnd);
}
