import { useState } from "react";

/** A searchable list's search text and page number; a new search starts again from page 1. */
export function usePagedSearch() {
  const [search, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { search, setSearch, page, setPage };
}
