export default {
  page: {
    meta: {
      title: "Legislators",
      description:
        "Browse every member of Congress: search by name, filter by state and chamber, and see pledge counts, persuadability and primary dates.",
    },
    title: "Legislators",
    intro:
      "Every member of Congress, with how many voters have pledged to back them and when their next primary is. Open a profile for the full record, or pledge your support from the card.",
    unknownState: 'No state, DC or territory has the code "{code}": members from every state are shown.',
    results: "Members of Congress",
    showing:
      "Showing {from, number}–{to, number} of {total, plural, one {# legislator} other {# legislators}}",
    noMatches: "No matches",
    loading: "Loading legislators…",
    error: "Error loading legislators. Please try again later.",
    empty: "No legislators found. Try adjusting your search or filters.",
    clearFilters: "Clear all filters",
    expectedDateNote:
      "* Estimated: the year of the next regular primary. The state has not announced the date yet; we will update it as soon as it does.",
  },
  filters: {
    label: "Filter legislators",
    search: "Search by name",
    searchPlaceholder: "e.g. Murkowski",
    searchButton: "Search",
    state: "State",
    allStates: "All states",
    clearState: "Clear state filter",
    chamber: "Chamber",
    types: { all: "All Types", sen: "Senate", rep: "House" },
  },
  pagination: {
    label: "Pagination",
    page: "Page {page}",
    previous: "Previous",
    next: "Next",
    previousPage: "Previous page",
    nextPage: "Next page",
  },
  contactActions: {
    contact: "Contact",
    contactWhom: "{name}",
    website: "Website",
    websiteSearch: "search for {name}'s official website",
  },
} as const;
